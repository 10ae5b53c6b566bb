/// The `options` of a visual format string (`NSLayoutConstraint.FormatOptions`): which
/// attribute to align consecutive views by, and the direction of a horizontal string.
///
/// Apple ("NSLayoutConstraint.FormatOptions"): the alignment options align all the views
/// in the string by one attribute, which must be perpendicular to the string's
/// orientation (UIKit throws otherwise); `directionLeadingToTrailing` (the default) lays
/// a horizontal string out with leading and trailing, `directionLeftToRight` with left
/// and right, and `directionRightToLeft` with right and left, the first view rightmost.
/// `alignAllBaseline` is `alignAllLastBaseline`, as in UIKit.
///
/// `spacingBaselineToBaseline` (iOS 11; UIKit's header `NSLayoutConstraint.h`: valid only
/// for vertical strings) measures each gap between two views of a `V:` string from the
/// upper view's last baseline to the lower view's first; a view without text (no baseline
/// in the layout) uses its bottom or top edge instead. On an `H:` string it is a warning.
/// `spacingEdgeToEdge` is the default (0).
///
/// UIKit checks an alignment's axis only when it has two views to align: real code
/// passes the same options (`.alignAllLastBaseline`) to an `H:` string and to a
/// one-view `V:|-[field]-|`, and ships. So a parallel alignment is an error with two or
/// more views and a warning (it does nothing) with one.
struct VisualFormatOptions {
    enum Direction: String {
        case leadingToTrailing = "directionLeadingToTrailing"
        case leftToRight = "directionLeftToRight"
        case rightToLeft = "directionRightToLeft"
    }

    var direction = Direction.leadingToTrailing
    /// `spacingBaselineToBaseline` on a `V:` string.
    var measuresFromBaselines = false
    /// Each alignment option with where it is written, in the order written.
    var alignments: [(attribute: LayoutAttribute, range: SourceRange)] = []

    /// Every option name `ccc` knows, in the order of Apple's documentation.
    static let known: [(name: String, meaning: Meaning)] = [
        ("alignAllLeft", .align(.left)), ("alignAllRight", .align(.right)), ("alignAllTop", .align(.top)),
        ("alignAllBottom", .align(.bottom)), ("alignAllLeading", .align(.leading)),
        ("alignAllTrailing", .align(.trailing)), ("alignAllCenterX", .align(.centerX)),
        ("alignAllCenterY", .align(.centerY)), ("alignAllBaseline", .align(.lastBaseline)),
        ("alignAllFirstBaseline", .align(.firstBaseline)), ("alignAllLastBaseline", .align(.lastBaseline)),
        ("directionLeadingToTrailing", .direction(.leadingToTrailing)),
        ("directionLeftToRight", .direction(.leftToRight)), ("directionRightToLeft", .direction(.rightToLeft)),
        ("spacingEdgeToEdge", .none), ("spacingBaselineToBaseline", .baselineSpacing),
    ]

    enum Meaning {
        case align(LayoutAttribute)
        case direction(Direction)
        /// The default spacing option: nothing to do.
        case none
        /// Gaps between views from baseline to baseline (vertical strings only).
        case baselineSpacing
    }

    /// The name as Swift or Objective-C spell it, reduced to the Swift case name:
    /// `NSLayoutFormatAlignAllCenterY`, `.alignAllCenterY`,
    /// `NSLayoutConstraint.FormatOptions.alignAllCenterY` and `.DirectionLeadingToTrailing`
    /// all become `alignAllCenterY` / `directionLeadingToTrailing`.
    static func normalize(_ written: String) -> String {
        var name = Substring(written.trimmingBlanks())
        for prefix in ["NSLayoutConstraint.FormatOptions.", "NSLayoutFormatOptions.", "NSLayoutFormat", "."]
        where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        guard let first = name.first else { return "" }
        return first.lowercased() + name.dropFirst()
    }

    /// Resolves the written options for a string of `orientation`; nil after an error.
    static func resolve(
        _ written: [NameInFile], vertical: Bool, viewCount: Int = 2, into diagnostics: inout Diagnostics
    ) -> VisualFormatOptions? {
        var result = VisualFormatOptions()
        var directionRange: SourceRange?
        var failed = false
        for option in written {
            let name = normalize(option.name)
            guard let meaning = known.first(where: { $0.name == name })?.meaning else {
                diagnostics.error(
                    .vflUnknownOption, "unknown visual format option '\(option.name)'", at: option.range,
                    notes: suggestionNote(for: name, in: known.map(\.name), at: option.range))
                failed = true
                continue
            }
            switch meaning {
            case .none:
                break
            case .baselineSpacing:
                if vertical {
                    result.measuresFromBaselines = true
                } else {
                    diagnostics.warning(
                        .vflOptionIgnored,
                        "'\(option.name)' has no effect on a horizontal ('H:') string: UIKit measures gaps from baselines only in vertical ones",
                        at: option.range)
                }
            case .direction(let direction):
                if let directionRange, direction != result.direction {
                    diagnostics.error(
                        .vflConflictingOptions,
                        "'\(option.name)' contradicts the direction option written before it", at: option.range,
                        notes: [DiagnosticNote("the other direction option is here", at: directionRange)])
                    failed = true
                }
                directionRange = option.range
                result.direction = direction
                if vertical, direction != .leadingToTrailing {
                    diagnostics.warning(
                        .vflOptionIgnored, "'\(option.name)' has no effect on a vertical ('V:') string", at: option.range)
                }
            case .align(let attribute):
                let valid = check(
                    attribute, option, vertical: vertical, severe: viewCount > 1, result.alignments, &diagnostics)
                failed = !valid || failed
                result.alignments.append((attribute, option.range))
            }
        }
        return failed ? nil : result
    }

    /// An alignment must be perpendicular to the string, and leading/trailing do not mix
    /// with left/right (UIKit throws for both).
    private static func check(
        _ attribute: LayoutAttribute, _ option: NameInFile, vertical: Bool, severe: Bool,
        _ earlier: [(attribute: LayoutAttribute, range: SourceRange)], _ diagnostics: inout Diagnostics
    ) -> Bool {
        let horizontalEdge = attribute.kind == .horizontal
        if horizontalEdge != vertical {
            let allowed = vertical
                ? "alignAllLeft, alignAllRight, alignAllLeading, alignAllTrailing or alignAllCenterX"
                : "alignAllTop, alignAllBottom, alignAllCenterY, alignAllBaseline, alignAllFirstBaseline or alignAllLastBaseline"
            let message =
                "'\(option.name)' aligns \(vertical ? "vertical" : "horizontal") positions, but a "
                    + "\(vertical ? "vertical ('V:')" : "horizontal ('H:')") string already places its views along "
                    + "that axis; use \(allowed)"
            guard severe else {
                diagnostics.warning(
                    .vflOptionIgnored, message + " (it does nothing here: the string has only one view)",
                    at: option.range)
                return true
            }
            diagnostics.error(.vflOptionOrientation, message, at: option.range)
            return false
        }
        if let clash = earlier.first(where: {
            ($0.attribute.isDirectional && attribute.isAbsoluteHorizontal)
                || ($0.attribute.isAbsoluteHorizontal && attribute.isDirectional)
        }) {
            diagnostics.error(
                .vflConflictingOptions,
                "'\(option.name)' mixes left/right with leading/trailing alignment", at: option.range,
                notes: [DiagnosticNote("the other alignment option is here", at: clash.range)])
            return false
        }
        return true
    }
}
