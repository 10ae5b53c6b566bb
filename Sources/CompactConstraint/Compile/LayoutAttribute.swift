/// The attributes of docs/language.md, named as Auto Layout names them (NSLayoutConstraint.Attribute).
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The attribute a name spells, by one hash look-up (`init(rawValue:)` compares the
    /// name with every case in turn).
    static func named(_ name: String) -> LayoutAttribute? { byName[name] }

    private static let byName: NameTable<LayoutAttribute> = {
        var table = NameTable<LayoutAttribute>(capacity: allCases.count)
        for attribute in allCases { table.store(attribute, for: attribute.rawValue) }
        return table
    }()

    /// Apple's rule: location attributes pair only with location attributes of the same
    /// axis, size attributes with size attributes (NSLayoutConstraint documentation).
    public enum Kind: Sendable { case horizontal, vertical, size }

    public var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .centerY, .baseline, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .width, .height:
            .size
        }
    }

    /// Leading and trailing, which follow the layout direction.
    public var isDirectional: Bool {
        // A switch: `[…].contains(self)` built and searched an array at every call.
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Left and right, which never follow the layout direction.
    public var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// True for attributes that only views have (a layout guide has no margins or baselines).
    public var needsView: Bool {
        switch self {
        case .baseline, .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// The same attribute with leading/trailing resolved to left/right for a direction.
    public func resolved(for direction: LayoutDirection) -> LayoutAttribute {
        let rtl = direction == .rightToLeft
        switch self {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        case .leadingMargin: return rtl ? .rightMargin : .leftMargin
        case .trailingMargin: return rtl ? .leftMargin : .rightMargin
        default: return self
        }
    }
}
