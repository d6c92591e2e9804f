# The slowest tests' cost in seconds (ASan+UBSan build on 2 cores, before the
# start-up fix of 2026-12-02 roughly halved the ones that start the program),
# for ctest's scheduler: with -j it starts the costliest first, so that no
# long test is left running alone at the end of a fresh build's first run.
# (ctest keeps its own figures after that run, in Testing/Temporary/.) A name
# that no longer exists is ignored. tests/CMakeLists.txt includes this after
# the test programs' lists, and gives the script tests their costs itself.
set_tests_properties([=[ArgvFuzz.EveryVectorEndsWithADocumentedExitCode]=] PROPERTIES COST 12)
set_tests_properties([=[ReadmeExamples.EveryCommandRunsAsWritten]=] PROPERTIES COST 47)
# Issue 37's slowest tests (release run of 2026-12-07 under load 12-16, scaled by
# ReadmeExamples' 83 s there against its 47 here).
set_tests_properties([=[SatLexMinMethods.EveryEncodingAndMethodOnManyCompletions]=] PROPERTIES COST 100)
set_tests_properties([=[SurfaceFaults.Item6ExplainAndRateProveUniquenessAsCountDoes]=] PROPERTIES COST 16)
set_tests_properties([=[Protocol.DisabledLogicLogicalCandidatesAndTheSolutionCapAreTaken]=] PROPERTIES COST 30)
set_tests_properties([=[FpuzzlesProgram.EveryMalformedCaseGetsItsExitCodeAndMessage]=] PROPERTIES COST 14)
set_tests_properties([=[SetterFaults.ExitStatusTableHoldsForEveryCommand]=] PROPERTIES COST 11)
set_tests_properties([=[SatCountToTwo.AgreesWithTheReferenceOnSmallGrids]=] PROPERTIES COST 11)
set_tests_properties([=[Malformed.EveryCaseGetsItsExitCodeAndMessage]=] PROPERTIES COST 9)
set_tests_properties([=[Faults.Row2WriteErrorsStopTheRun]=] PROPERTIES COST 8)
set_tests_properties([=[BadInput.RandomBinaryDataIsAnErrorWithAPosition]=] PROPERTIES COST 8)
set_tests_properties([=[SetterFaults.Row8GenerateIsBoundedAndShowsProgress]=] PROPERTIES COST 7)
set_tests_properties([=[Replay.SeedsAndMalformedFilesKeepTheNotationProperties]=] PROPERTIES COST 7)
set_tests_properties([=[SetterFaults.Row2PicturesNeverReplaceAnInput]=] PROPERTIES COST 6)
set_tests_properties([=[SetterFaults.Row1NumbersBeyondDoubleAreErrorsEverywhere]=] PROPERTIES COST 6)
set_tests_properties([=[Faults.Row4JobsAreCappedAndZeroMeansOnePerCore]=] PROPERTIES COST 6)
set_tests_properties([=[ExitCodes.BadUsageIsTwo]=] PROPERTIES COST 6)
