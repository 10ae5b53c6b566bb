/// A view or layout guide as a console log prints it: `UILabel:0x7f8e1c40a2b0'Title'`,
/// `MyApp.CardView:0x…`, `NSKVONotifying_UIView:0x…`, `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`.
struct LogItem: Sendable, Hashable {
    /// The class as printed, module and KVO prefixes kept.
    var className: String
    /// The address (`0x…`), the item's identity within one log; or Masonry's `mas_key`.
    var address: String

    /// A `mas_key` in place of the address: a name the developer gave.
    var developerKey: String? { address.isEmpty || address.hasPrefix("0x") || address.hasPrefix("0X") ? nil : address }
    /// The quoted text after the address (a label's text, a button's title, a guide's identifier).
    var name: String?

    /// Identity: the address, or the class and name when the log gives no address.
    /// Hexadecimal addresses compare without case (`0X7F01` is `0x7f01`).
    var key: String {
        if address.isEmpty { return "\(className)'\(name ?? "")'" }
        return developerKey == nil ? address.lowercased() : address
    }
}

/// Who an item reference names before the log's `names:` list is applied.
enum LogItemReference: Sendable, Hashable {
    /// An item written out in full.
    case item(LogItem)
    /// `|` in a visual-format description: the superview, from `names: '|':…`.
    case superview
    /// A name of the `names:` list (`[label]` with `names: label:UILabel:0x…`).
    case named(String)
}

/// The attributes a log prints: NSLayoutConstraint's, plus the frame attributes
/// (`minX`, `midX`, `maxX`, `minY`, `midY`, `maxY`) of autoresizing-mask constraints.
enum LogAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case minX, midX, maxX, minY, midY, maxY

    /// The attribute `ccc`'s language names the same edge by (`minX` is `left`).
    var layoutAttribute: LayoutAttribute {
        switch self {
        case .minX: .left
        case .midX: .centerX
        case .maxX: .right
        case .minY: .top
        case .midY: .centerY
        case .maxY: .bottom
        default: LayoutAttribute(rawValue: rawValue) ?? .left
        }
    }

    /// A frame attribute, measured in the superview's coordinates (the view's `frame`).
    var isFrame: Bool { [.minX, .midX, .maxX, .minY, .midY, .maxY].contains(self) }
}

/// One side of an equation: an item's attribute.
struct LogTerm: Sendable, Hashable {
    var item: LogItemReference
    var attribute: LogAttribute
}

/// `first relation second * multiplier + constant`; `second` is nil for a constant.
struct LogEquation: Sendable, Hashable {
    var first: LogTerm
    var relation: RelationKind
    var second: LogTerm?
    var multiplier: Double = 1
    var constant: Double = 0
}

/// One constraint description, `<NSLayoutConstraint:0x… 'identifier' … (active)>`.
struct LogConstraint: Sendable, Hashable {
    /// The whole description from `<` to `>` (byte offsets in the log file).
    var range: SourceRange
    /// The constraint's class: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
    /// `NSContentSizeLayoutConstraint`, `SnapKit.LayoutConstraint`, `MASLayoutConstraint`…
    var className: String
    var address: String
    /// Where a library made it (`@CardView.swift#88` of SnapKit), without the `@`.
    var madeAt: String?
    /// The quoted identifier (`'UIView-Encapsulated-Layout-Height'`), if any.
    var identifier: String?
    /// The autoresizing masks (`h=--& v=--&`) of an NSAutoresizingMaskLayoutConstraint.
    var mask: String?
    var equation: LogEquation
    /// 1...1000; 1000 when the log prints none.
    var priority: Int = 1000
    /// `Hug:250 CompressionResistance:750` of an NSContentSizeLayoutConstraint (AppKit):
    /// the priorities of `size <= constant` and `size >= constant`.
    var hugging: Int?
    var compressionResistance: Int?
    /// A constant beyond the limit that means "no limit" (`width <= 3.40282e+38`), read at the limit.
    var unboundedConstant: Double?
    /// False for `(inactive)`.
    var isActive = true
    /// The `names:` list, name → item (`|` for the superview of a visual-format description).
    var names: [String: LogItem] = [:]

    /// UIKit's own constraints, which the developer did not write.
    var isSystemMade: Bool {
        if mask != nil || className.hasPrefix("NSAutoresizingMask") || className.hasPrefix("NSIBPrototyping")
            || className.hasPrefix("NSContentSize") || className.hasPrefix("_UI") {
            return true
        }
        guard let identifier else { return false }
        return identifier.hasPrefix("UIView-") || identifier.hasPrefix("UISV-") || identifier.hasPrefix("_UI")
            || identifier.hasPrefix("UIViewSafeAreaLayoutGuide") || identifier.hasPrefix("NSView-")
            || identifier.hasPrefix("_NS") || identifier.hasPrefix("UITemporary")
    }
}

/// One "Unable to simultaneously satisfy constraints" message found in the input.
struct LogEntry: Sendable {
    /// The header line's text range (`Unable to simultaneously satisfy constraints`).
    var header: SourceRange
    /// Every description of the list, repeats included, in log order.
    var constraints: [LogConstraint] = []
    /// The one after "Will attempt to recover by breaking constraint", if read.
    var broken: LogConstraint?
    /// When that description could not be read (cut off), its address and its range, so
    /// it is still matched to the list's constraint of that address.
    var brokenAddress: String?
    var brokenRange: SourceRange?
    /// What could not be read in this log (unrecognized lines, a truncated list).
    var diagnostics: [Diagnostic] = []
}
