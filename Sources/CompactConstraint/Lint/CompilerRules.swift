/// The rules behind the diagnostics of reading, compiling and solving: their default
/// severity and summary. The switches are exhaustive, so a new code cannot be left out
/// of the registry; lint codes are described by their checks.
enum CompilerRules {
    static func severity(of code: DiagnosticCode) -> Severity {
        switch code {
        case .unknownKey, .vflOptionIgnored, .safeAreaNotConverged, .intentIgnored, .unknownRule, .unusedSuppression,
            .unusedDictionaryEntry, .impossibleBaseline, .unknownStateMetric, .fixedError, .unmatchedInclude,
            .sourceNotUTF8, .viewShadowsKeyword:
            .warning
        case .logUnrecognizedLine, .logUnrecognizedConstraint, .logTruncated, .logUnknownName, .logBrokenNotListed,
            .logNoConflict, .logConstantLimit:
            .warning
        case .sourceStringsUnchecked: .note
        default: .error
        }
    }

    static func summary(of code: DiagnosticCode) -> String {
        switch code {
        case .emptyFile: "The file is empty"
        case .invalidUTF8: "The file is not valid UTF-8"
        case .jsonSyntax: "The file is not valid JSON (RFC 8259: no comments, no trailing commas)"
        case .jsonInvalidEscape: "A JSON string has an invalid escape"
        case .jsonUnterminatedString: "A JSON string is not terminated"
        case .jsonDuplicateKey: "A JSON object or the view list repeats a key"
        case .jsonTooDeep: "The JSON nests too deeply"
        case .jsonNumberOutOfRange: "A JSON number does not fit a double"
        case .unreadableFile: "A file lint was given that cannot be read (missing, a directory, no permission, too large)"
        case .typeMismatch: "A value has the wrong JSON type"
        case .unknownKey: "An unknown key in the layout file (ignored) that is no near miss of a known key"
        case .viewOutsideInstallingView: "A view's own constraint relating a view that is not it or inside it (UIKit throws)"
        case .impossibleBaseline: "A baseline above the view's top or below its bottom (its intrinsic or fixed height)"
        case .unknownStateMetric: "A state overrides a name that is no metric of the file, with a did-you-mean note"
        case .misspeltKey: "An unknown key that is a near miss of a known one (its content would be lost), with a fix-it"
        case .invalidViewName: "A view name is not an identifier"
        case .unknownSuperview: "A view's superview is not a view of the layout"
        case .superviewCycle: "Views are each other's ancestors"
        case .invalidValue: "A value is out of its allowed range or set"
        case .unknownState: "The --state names no state of the file"
        case .intentIgnored: "A stack, grid or hiding setting that has no effect where it is written"
        case .gridCellOutside: "A view's cell or span reaches outside its superview's grid"
        case .emptyConstraint: "A constraint string is empty"
        case .invalidCharacter: "A constraint string has a character that starts no token"
        case .invalidNumber: "A number is malformed"
        case .expectedItem: "A constraint does not start with a view name"
        case .expectedAttribute: "An item has no '.attribute'"
        case .expectedRelation: "No '=', '==', '<=' or '>=' after the first attribute"
        case .expectedOperand: "An operator is not followed by a value"
        case .operatorAfterConstant: "Text after the constant, which CompactConstraint silently drops"
        case .unexpectedToken: "Text after the end of the constraint"
        case .unknownView: "A name that is no view of the layout (or of the views dictionary of a call in a source file), with a did-you-mean note"
        case .unknownMetric: "A name that is no metric of the layout (or of the metrics dictionary of a call in a source file), with a did-you-mean note"
        case .unknownAttribute: "A name that is no layout attribute, with a did-you-mean note"
        case .noSuperview: "'super' or 'safe' where the left item is the root"
        case .locationToConstant: "A location attribute equal to a bare constant (suggests super.attribute + constant)"
        case .locationToSize: "A location attribute related to a size attribute"
        case .axisMismatch: "A horizontal location related to a vertical one"
        case .directionMismatch: "leading/trailing related to left/right"
        case .zeroMultiplier: "A location attribute with multiplier 0"
        case .divisionByZero: "A division by zero"
        case .priorityOutOfRange: "A priority outside 1...1000 or not a whole number"
        case .nonFiniteNumber: "A number that is or becomes infinite"
        case .numberOutOfRange: "A length beyond 10,000,000 points or a multiplier outside 0.0001...10,000"
        case .misplacedKeyword: "'super' or 'safe' as the left item, which they cannot be"
        case .frameOutOfRange: "A solved frame beyond 10,000,000 points or not finite (multipliers or constants compounding along a chain)"
        case .internalError: "The solver failed internally (a bug in ccc; please report it): no frames are printed"
        case .vflExpectedView: "A visual format string has no view where one must stand"
        case .vflExpectedViewName: "A visual format '[...]' has no view name"
        case .vflExpectedBracket: "A visual format view is not closed with ']'"
        case .vflExpectedParenthesis: "A visual format predicate list is not closed with ')'"
        case .vflExpectedPredicate: "A visual format connection or '(' has no predicate"
        case .vflExpectedDash: "A visual format spacing is not followed by '-'"
        case .vflInvalidRelation: "A visual format relation that is not '==', '<=' or '>='"
        case .vflArithmetic: "Arithmetic or attributes in a visual format predicate, which VFL does not allow"
        case .vflMisplacedSuperview: "A visual format '|' away from the ends of the string"
        case .vflUnexpectedToken: "Text a visual format string cannot have there"
        case .vflViewInConnection: "A view name used as a visual format spacing"
        case .vflNoSuperview: "A visual format '|' beside a view with no superview (the root)"
        case .vflSuperviewMismatch: "Views of one visual format string in different superviews"
        case .vflUnknownOption: "An unknown visual format option"
        case .vflOptionOrientation: "A visual format alignment option of the string's own axis"
        case .vflConflictingOptions: "Visual format options that cannot go together (leading/trailing with left/right)"
        case .vflOptionIgnored: "A visual format option that has no effect there"
        case .vflOptionsWithoutFormat: "Options on a constraint that is not a visual format string"
        case .vflWhiteSpace: "White space in a visual format string, which Apple's parser rejects"
        case .vflExpectedColon: "A visual format orientation 'H' or 'V' not followed by ':'"
        case .unsatisfiableConstraint: "Required constraints that cannot all hold: the minimal conflicting set"
        case .safeAreaNotConverged: "Nested safe-area insets that did not settle (a view placed by its own safe area)"
        case .unknownRule: "A code in .ccc.json or a suppression that is no rule of ccc"
        case .unusedSuppression: "A suppression (\"lint\": {\"disable\": [...]}) that silences nothing"
        case .logNoEntry: "ccc log: the input holds no 'Unable to simultaneously satisfy constraints' message"
        case .logUnrecognizedLine: "ccc log: a line inside a log's constraint list that is no constraint description"
        case .logUnrecognizedConstraint: "ccc log: a constraint description that cannot be read (left out of the analysis)"
        case .logTruncated: "ccc log: a log cut short (no ')', no constraint UIKit breaks); what was read is analysed"
        case .logUnknownName: "ccc log: a visual-format name or superview bar that the description's names list does not give"
        case .logBrokenNotListed: "ccc log: the constraint UIKit breaks is not in the log's list"
        case .logNoConflict: "ccc log: the required constraints read can all hold (something was not understood or is missing)"
        case .logConflict: "ccc log: required constraints of a log that cannot all hold: a minimal conflicting set"
        case .logConstantLimit: "ccc log: a constant beyond 10,000,000 points (UIKit prints FLT_MAX, 3.40282e+38, for 'no limit')"
        case .unusedDictionaryEntry:
            "A views or metrics dictionary entry that no string of its calls uses (Swift and Objective-C source files)"
        case .sourceStringsUnchecked:
            "Constraint strings of a source file made at run time or with dictionaries that are not static: how many, and why"
        case .fixedError:
            "A setting in .ccc.json or a suppression that tries to turn off an error that makes the file unusable"
        case .unmatchedInclude: "An 'include' pattern of .ccc.json that is empty, absolute or selects no file"
        case .viewShadowsKeyword: "A view named 'self', 'super' or 'safe': the name means the view in every string, never the keyword"
        case .sourceNotUTF8: "A Swift or Objective-C source file in UTF-16 (a byte order mark or NUL bytes), or binary: not read"
        case .duplicateDictionaryKey:
            "A key written twice in a Swift views or metrics dictionary literal (the app stops when it builds the dictionary)"
        case .ambiguousLayout, .priorityTie, .compactConstraintDifference, .duplicateConstraint, .unusedMetric,
            .unusedView, .outsideSuperview, .selfSizingRoot:
            "A lint check"
        }
    }
}
