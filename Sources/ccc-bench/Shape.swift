/// One benchmark shape: a family of layouts indexed by a size parameter (grid side,
/// chain length, nesting depth, form rows).
struct Shape: Sendable {
    let name: String
    /// What the size parameter is, and the root it uses, for the table's heading.
    let description: String
    /// Sizes run by default: from about 100 to about 100,000 constraints.
    let defaultSizes: [Int]
    let generate: @Sendable (Int) -> LayoutText
    /// The layout has error diagnostics by design (a conflict shape).
    var expectsErrors = false

    static let all: [Shape] = [
        .grid, .chain, .nesting, .form, .fillEquallySqueezed, .fillProportionallySqueezed, .fillColumn, .fillColumnLoose, .equalSpacingRoom,
        .equalSpacingSqueezed, .equalCenteringSqueezed, .chainPriorities27, .chainPriorities999, .linkedWidthPriorities, .ambiguousViews,
        .longConflict, .nestedStacks, .tiedOptionalWidths, .fillEquallyConflict, .chainStackConflict,
    ]

    static func named(_ name: String) -> Shape? {
        all.first { $0.name == name }
    }
}
