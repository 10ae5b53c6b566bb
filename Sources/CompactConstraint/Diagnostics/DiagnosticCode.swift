/// Every diagnostic code `ccc` can report. The raw value is the stable kebab-case code
/// printed in brackets and used by scripts; never rename one.
public enum DiagnosticCode: String, Sendable, CaseIterable {
    // Reading the file.
    case emptyFile = "empty-file"
    case invalidUTF8 = "invalid-utf8"
    case jsonSyntax = "json-syntax"
    case jsonInvalidEscape = "json-invalid-escape"
    case jsonUnterminatedString = "json-unterminated-string"
    case jsonDuplicateKey = "json-duplicate-key"
    case jsonTooDeep = "json-too-deep"
    case jsonNumberOutOfRange = "json-number-out-of-range"
    case unreadableFile = "unreadable-file"

    // The layout document.
    case typeMismatch = "type-mismatch"
    case unknownKey = "unknown-key"
    case invalidViewName = "invalid-view-name"
    case unknownSuperview = "unknown-superview"
    case superviewCycle = "superview-cycle"
    case invalidValue = "invalid-value"
    case unknownState = "unknown-state"
    case intentIgnored = "intent-ignored"
    case gridCellOutside = "grid-cell-outside"
    case misspeltKey = "misspelt-key"
    case impossibleBaseline = "impossible-baseline"
    case unknownStateMetric = "unknown-state-metric"

    // Lexing and parsing a constraint string.
    case emptyConstraint = "empty-constraint"
    case invalidCharacter = "invalid-character"
    case invalidNumber = "invalid-number"
    case expectedItem = "expected-item"
    case expectedAttribute = "expected-attribute"
    case expectedRelation = "expected-relation"
    case expectedOperand = "expected-operand"
    case operatorAfterConstant = "operator-after-constant"
    case unexpectedToken = "unexpected-token"

    // Compiling: names and validity rules (docs/language.md).
    case unknownView = "unknown-view"
    case unknownMetric = "unknown-metric"
    case unknownAttribute = "unknown-attribute"
    case noSuperview = "no-superview"
    case locationToConstant = "location-to-constant"
    case locationToSize = "location-to-size"
    case axisMismatch = "axis-mismatch"
    case directionMismatch = "direction-mismatch"
    case zeroMultiplier = "zero-multiplier"
    case divisionByZero = "division-by-zero"
    case priorityOutOfRange = "priority-out-of-range"
    case nonFiniteNumber = "non-finite-number"
    case viewOutsideInstallingView = "view-outside-installing-view"

    // Visual format strings (Apple's Visual Format Language).
    case vflExpectedView = "vfl-expected-view"
    case vflExpectedViewName = "vfl-expected-view-name"
    case vflExpectedBracket = "vfl-expected-bracket"
    case vflExpectedParenthesis = "vfl-expected-parenthesis"
    case vflExpectedPredicate = "vfl-expected-predicate"
    case vflExpectedDash = "vfl-expected-dash"
    case vflInvalidRelation = "vfl-invalid-relation"
    case vflArithmetic = "vfl-arithmetic"
    case vflMisplacedSuperview = "vfl-misplaced-superview"
    case vflUnexpectedToken = "vfl-unexpected-token"
    case vflViewInConnection = "vfl-view-in-connection"
    case vflNoSuperview = "vfl-no-superview"
    case vflSuperviewMismatch = "vfl-superview-mismatch"
    case vflUnknownOption = "vfl-unknown-option"
    case vflOptionOrientation = "vfl-option-orientation"
    case vflConflictingOptions = "vfl-conflicting-options"
    case vflOptionIgnored = "vfl-option-ignored"
    case vflOptionsWithoutFormat = "vfl-options-without-visual-format"
    case vflWhiteSpace = "vfl-white-space"
    case vflExpectedColon = "vfl-expected-colon"

    // Solving.
    case unsatisfiableConstraint = "unsatisfiable-constraint"

    // Linting (`ccc lint`): findings about a layout that compiles.
    case ambiguousLayout = "ambiguous-layout"
    case priorityTie = "priority-tie"
    case compactConstraintDifference = "compactconstraint-difference"
    case duplicateConstraint = "duplicate-constraint"
    case unusedMetric = "unused-metric"
    case unusedView = "unused-view"
    case outsideSuperview = "outside-superview"
    case selfSizingRoot = "self-sizing-root"

    // Solving, added after the lint codes so that existing rule indices (SARIF) stay put.
    case safeAreaNotConverged = "safe-area-not-converged"

    // Compiling, added later (kept last so existing rule indices stay put).
    case numberOutOfRange = "number-out-of-range"
    case misplacedKeyword = "misplaced-keyword"

    // Solving, added later (kept last so existing rule indices stay put).
    case frameOutOfRange = "frame-out-of-range"
    /// The solver broke one of its own rules (a bug in ccc, not in the layout): no frames are printed.
    case internalError = "internal-error"

    // Configuration and suppressions (kept last so existing rule indices stay put).
    case unknownRule = "unknown-rule"
    case unusedSuppression = "unused-suppression"

    // Reading a console log (`ccc log`), added later (kept last so existing rule indices stay put).
    case logNoEntry = "log-no-entry"
    case logUnrecognizedLine = "log-unrecognized-line"
    case logUnrecognizedConstraint = "log-unrecognized-constraint"
    case logTruncated = "log-truncated"
    case logUnknownName = "log-unknown-name"
    case logBrokenNotListed = "log-broken-not-listed"
    case logNoConflict = "log-no-conflict"
    case logConflict = "log-conflict"

    // Source files (Swift, Objective-C), added later (kept last so existing rule indices stay put).
    case unusedDictionaryEntry = "unused-dictionary-entry"
    case sourceStringsUnchecked = "source-strings-unchecked"

    // Configuration and suppressions, added later (kept last so existing rule indices stay put).
    case fixedError = "fixed-error"
    case unmatchedInclude = "unmatched-include"
    case sourceNotUTF8 = "source-not-utf8"
    // Reading a console log, added after the source-file codes (kept last so existing rule indices stay put).
    case logConstantLimit = "log-constant-limit"
    // The layout document, added later (kept last so existing rule indices stay put).
    case viewShadowsKeyword = "view-shadows-keyword"
    // Source files, added later (kept last so existing rule indices stay put).
    case duplicateDictionaryKey = "duplicate-dictionary-key"
}
