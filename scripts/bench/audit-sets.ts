/**
 * Which frozen audit sets (datasets/audit/<version>, issue 14) are tuned and which are held
 * out, for `npm run bench` (audit-figures.ts) and scripts/bench/frozen-set-errors.ts.
 */

/**
 * The versions of the held-out frozen sets: each written by someone who read neither the audit's
 * rules nor the earlier sets' answers, never read answer by answer. Change them here alone when
 * a new held-out set is dropped in; bench says so when a folder is not present, and says so while
 * a name still points at a tuned set (v13 was written blind during the twelfth reader round
 * and is tuned since the thirteenth; v14 was written blind while the thirteenth ran and is tuned
 * since the fourteenth; v15 was written blind after it and is tuned since the fifteenth; v16 and
 * v17 were written blind while the fourteenth and fifteenth ran and are tuned since the
 * sixteenth; v18 and v19 were written blind by two writers while the sixteenth ran and are
 * tuned since the seventeenth; v20 and v21 were written blind by two more writers while the
 * seventeenth ran and are tuned since the eighteenth; v22 and v23 were written blind by two
 * more writers while the eighteenth ran and are tuned since the nineteenth; v24 and v25 were
 * written blind while the nineteenth ran and are tuned since the twentieth; v26 and v27 were written
 * blind while the twentieth ran and are tuned since the twenty-first; v28 and v29 were written
 * blind while the twenty-first ran and are tuned since the twenty-second; v30 and v31 were
 * written blind after the twenty-first and are tuned since the twenty-third, which ran beside
 * the twenty-second; v32 and v33 were written blind with them and are tuned since the
 * twenty-fourth; v34 and v35 were written blind while the twenty-fourth ran and are tuned since
 * the twenty-fifth; v36 and v37 were written blind while the twenty-fifth ran and are tuned since the twenty-sixth;
 * v38 and v39 were written blind while the twenty-sixth ran and are tuned since the
 * twenty-seventh; v40 and v41 were written blind before the third cross-set residual round and
 * are tuned since the twenty-eighth, run beside the twenty-seventh; v42 and v43 were written
 * blind while those two rounds ran and are tuned since the twenty-ninth; v44 and v45 were written
 * blind while the twenty-ninth and the fourth cross-set residual round ran and are tuned since
 * the thirtieth, run beside them; v46 and v47 were written blind while those three rounds ran
 * and are tuned since the thirty-first; v48 and v49 were written blind while the thirty-first
 * ran and are tuned since the thirty-second; v50 and v51 were written blind while the
 * thirty-second ran and are tuned since the thirty-third; v52 and v53 were written blind while
 * the thirty-third ran and are tuned since the thirty-fourth, run beside it; v54 and v55 were
 * written blind while those two rounds ran and are tuned since the thirty-fifth and
 * thirty-sixth, run side by side; v56 and v57 were written blind while those two rounds ran,
 * v56 is tuned since the thirty-seventh, run beside them, and v57 since the thirty-eighth; v58
 * and v59 were written blind while the thirty-eighth ran: v58 is tuned since the thirty-ninth,
 * run beside it, and v59 since the fortieth; v60 and v61 were written blind while the fortieth
 * ran: v60 is tuned since the forty-first, run beside it, and v61 since the forty-second; v62
 * and v63 were written blind while the forty-second ran: v62 is tuned since the forty-third,
 * run beside it, and v63 since the forty-sixth (again in the forty-eighth); v64 and v65 were
 * written blind while the forty-sixth ran: v64 is tuned since the forty-seventh, run beside it,
 * and v65 is tuned since the forty-ninth (again in the fifty-first); v66 and v67 were written
 * blind while the forty-ninth and fiftieth ran: v66 is tuned since the fifty-third and v67
 * since the fifty-seventh; v68 and v69 were written blind while the fifty-third to fifty-sixth ran:
 * v68 is tuned since the fifty-ninth and v69 since the sixty-second; v70 was written blind while
 * the fifty-ninth ran and is tuned since the sixty-fourth; v71 was written blind while the
 * sixty-second ran and is tuned since the sixty-sixth; v72 was written blind while the
 * sixty-fourth ran and is tuned since the sixty-ninth; v73 was written blind while the
 * sixty-sixth and sixty-seventh ran and is tuned since the seventy-third; v74 was written blind
 * while the sixty-ninth to seventy-second ran and is tuned since the seventy-fifth, run beside
 * the seventy-fourth; v75 was written blind while the seventy-second and seventy-third ran and is
 * tuned since the seventy-fourth; v76 and v77 were written blind while the seventy-fourth to
 * seventy-sixth ran: v76 is tuned since the eightieth and v77 since the eighty-first, run side by
 * side; v78 and v79 were written blind while those two rounds ran: v78 is tuned since the
 * eighty-third and v79 since the eighty-fourth, run beside them; v80 and v81 were written blind
 * while those four rounds ran and are held out).
 */
export const HELD_OUT_AUDIT_SETS = ["v80", "v81"] as const;

/** The tuned frozen sets: their errors were read answer by answer to change the reader. */
export const TUNED_AUDIT_SETS = [
  { version: "v1", round: "for issue 14 (its first reader round)" },
  { version: "v2", round: "in its second round (held out when written)" },
  { version: "v3", round: "in its third round (held out when written, through the second round)" },
  { version: "v4", round: "in its fourth round (held out when written, through the third round)" },
  { version: "v5", round: "in its fifth round (held out when written, through the fourth round)" },
  { version: "v6", round: "in its sixth round (held out when written, through the fifth round)" },
  {
    version: "v7",
    round: "in its seventh round (held out when written, through the sixth round)",
  },
  {
    version: "v8",
    round: "in its eighth round (held out when written, through the sixth and seventh rounds)",
  },
  {
    version: "v9",
    round: "in its ninth round (held out when written, through the eighth round)",
  },
  {
    version: "v10",
    round: "in its tenth round (held out when written, through the ninth round)",
  },
  {
    version: "v11",
    round: "in its eleventh round (held out when written, through the ninth round)",
  },
  {
    version: "v12",
    round: "in its twelfth round (held out when written, through the tenth and eleventh rounds)",
  },
  {
    version: "v13",
    round: "in its thirteenth round (held out when written, through the twelfth round)",
  },
  {
    version: "v14",
    round: "in its fourteenth round (held out when written, through the thirteenth round)",
  },
  {
    version: "v15",
    round: "in its fifteenth round (held out when written, through the thirteenth round)",
  },
  {
    version: "v16",
    round:
      "in its sixteenth round (held out when written, through the fourteenth and fifteenth rounds)",
  },
  {
    version: "v17",
    round:
      "in its sixteenth round (held out when written, through the fourteenth and fifteenth rounds)",
  },
  {
    version: "v18",
    round: "in its seventeenth round (held out when written, through the sixteenth round)",
  },
  {
    version: "v19",
    round: "in its seventeenth round (held out when written, through the sixteenth round)",
  },
  {
    version: "v20",
    round: "in its eighteenth round (held out when written, through the seventeenth round)",
  },
  {
    version: "v21",
    round: "in its eighteenth round (held out when written, through the seventeenth round)",
  },
  {
    version: "v22",
    round: "in its nineteenth round (held out when written, through the eighteenth round)",
  },
  {
    version: "v23",
    round: "in its nineteenth round (held out when written, through the eighteenth round)",
  },
  {
    version: "v24",
    round: "in its twentieth round (held out when written, through the nineteenth round)",
  },
  {
    version: "v25",
    round: "in its twentieth round (held out when written, through the nineteenth round)",
  },
  {
    version: "v26",
    round: "in its twenty-first round (held out when written, through the twentieth round)",
  },
  {
    version: "v27",
    round: "in its twenty-first round (held out when written, through the twentieth round)",
  },
  {
    version: "v28",
    round: "in its twenty-second round (held out when written, through the twenty-first round)",
  },
  {
    version: "v29",
    round: "in its twenty-second round (held out when written, through the twenty-first round)",
  },
  {
    version: "v30",
    round: "in its twenty-third round (held out when written, through the twenty-first round)",
  },
  {
    version: "v31",
    round: "in its twenty-third round (held out when written, through the twenty-first round)",
  },
  {
    version: "v32",
    round: "in its twenty-fourth round (held out when written, through the twenty-third round)",
  },
  {
    version: "v33",
    round: "in its twenty-fourth round (held out when written, through the twenty-third round)",
  },
  {
    version: "v34",
    round: "in its twenty-fifth round (held out when written, through the twenty-fourth round)",
  },
  {
    version: "v35",
    round: "in its twenty-fifth round (held out when written, through the twenty-fourth round)",
  },
  {
    version: "v36",
    round: "in its twenty-sixth round (held out when written, through the twenty-fifth round)",
  },
  {
    version: "v37",
    round: "in its twenty-sixth round (held out when written, through the twenty-fifth round)",
  },
  {
    version: "v38",
    round: "in its twenty-seventh round (held out when written, through the twenty-sixth round)",
  },
  {
    version: "v39",
    round: "in its twenty-seventh round (held out when written, through the twenty-sixth round)",
  },
  {
    version: "v40",
    round:
      "in its twenty-eighth round (held out when written, through the third cross-set residual round)",
  },
  {
    version: "v41",
    round:
      "in its twenty-eighth round (held out when written, through the third cross-set residual round)",
  },
  {
    version: "v42",
    round:
      "in its twenty-ninth round (held out when written, through the twenty-seventh and twenty-eighth rounds)",
  },
  {
    version: "v43",
    round:
      "in its twenty-ninth round (held out when written, through the twenty-seventh and twenty-eighth rounds)",
  },
  {
    version: "v44",
    round: "in its thirtieth round (held out when written, through the twenty-eighth round)",
  },
  {
    version: "v45",
    round: "in its thirtieth round (held out when written, through the twenty-eighth round)",
  },
  {
    version: "v46",
    round: "in its thirty-first round (held out when written, through the thirtieth round)",
  },
  {
    version: "v47",
    round: "in its thirty-first round (held out when written, through the thirtieth round)",
  },
  {
    version: "v48",
    round: "in its thirty-second round (held out when written, through the thirty-first round)",
  },
  {
    version: "v49",
    round: "in its thirty-second round (held out when written, through the thirty-first round)",
  },
  {
    version: "v50",
    round: "in its thirty-third round (held out when written, through the thirty-second round)",
  },
  {
    version: "v51",
    round: "in its thirty-third round (held out when written, through the thirty-second round)",
  },
  {
    version: "v52",
    round: "in its thirty-fourth round (held out when written, through the thirty-second round)",
  },
  {
    version: "v53",
    round: "in its thirty-fourth round (held out when written, through the thirty-second round)",
  },
  {
    version: "v54",
    round: "in its thirty-fifth round (held out when written, through the thirty-fourth round)",
  },
  {
    version: "v55",
    round: "in its thirty-sixth round (held out when written, through the thirty-fourth round)",
  },
  {
    version: "v56",
    round: "in its thirty-seventh round (held out when written, through the thirty-fourth round)",
  },
  {
    version: "v57",
    round: "in its thirty-eighth round (held out when written, through the thirty-seventh round)",
  },
  {
    version: "v58",
    round: "in its thirty-ninth round (held out when written, through the thirty-seventh round)",
  },
  {
    version: "v59",
    round: "in its fortieth round (held out when written, through the thirty-ninth round)",
  },
  {
    version: "v60",
    round: "in its forty-first round (held out when written, through the thirty-ninth round)",
  },
  {
    version: "v61",
    round: "in its forty-second round (held out when written, through the forty-first round)",
  },
  {
    version: "v62",
    round: "in its forty-third round (held out when written, through the forty-first round)",
  },
  {
    version: "v63",
    round:
      "in its forty-sixth and forty-eighth rounds (held out when written, through the forty-fifth round)",
  },
  {
    version: "v64",
    round: "in its forty-seventh round (held out when written, through the forty-fifth round)",
  },
  {
    version: "v65",
    round: "in its forty-ninth round (held out when written, through the forty-eighth round)",
  },
  {
    version: "v66",
    round: "in its fifty-third round (held out when written, through the fifty-second round)",
  },
  {
    version: "v67",
    round: "in its fifty-seventh round (held out when written, through the fifty-sixth round)",
  },
  {
    version: "v68",
    round: "in its fifty-ninth round (held out when written, through the fifty-eighth round)",
  },
  {
    version: "v69",
    round: "in its sixty-second round (held out when written, through the sixty-first round)",
  },
  {
    version: "v70",
    round: "in its sixty-fourth round (held out when written, through the sixty-third round)",
  },
  {
    version: "v71",
    round: "in its sixty-sixth round (held out when written, through the sixty-fifth round)",
  },
  {
    version: "v72",
    round: "in its sixty-ninth round (held out when written, through the sixty-eighth round)",
  },
  {
    version: "v73",
    round: "in its seventy-third round (held out when written, through the seventy-second round)",
  },
  {
    version: "v74",
    round: "in its seventy-fifth round (held out when written, through the seventy-third round)",
  },
  {
    version: "v75",
    round: "in its seventy-fourth round (held out when written, through the seventy-third round)",
  },
  {
    version: "v76",
    round: "in its eightieth round (held out when written, through the seventy-ninth round)",
  },
  {
    version: "v77",
    round: "in its eighty-first round (held out when written, through the seventy-ninth round)",
  },
  {
    version: "v78",
    round: "in its eighty-third round (held out when written, through the seventy-ninth round)",
  },
  {
    version: "v79",
    round: "in its eighty-fourth round (held out when written, through the seventy-ninth round)",
  },
] as const;
