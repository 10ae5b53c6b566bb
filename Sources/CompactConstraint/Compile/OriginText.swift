/// How a `ConstraintOrigin` keeps its identifier and canonical text: given as strings, or
/// derived when read from what a written compact constraint or an implicit non-negative size
/// was made of.
enum OriginText: Sendable {
    case given(identifier: String, canonical: String)
    case written(WrittenConstraintText)
    /// `NonNegativeSize`: a view's name and `width` or `height`.
    case nonNegative(view: String, attribute: String)
    /// `ImplicitConstraints.intrinsicSize`: a view's name and what it keeps of the size.
    case intrinsic(view: String, IntrinsicSizeText)

    var identifier: String {
        switch self {
        case .given(let identifier, _): identifier
        case .written(let text): text.identifier
        case .nonNegative(let view, let attribute): NonNegativeSize.identifier(view, attribute)
        case .intrinsic(let view, let size): size.identifier(view)
        }
    }

    /// The canonical text; `writtenPriority` is a written constraint's (kept by the origin).
    func canonical(writtenPriority: Int) -> String {
        switch self {
        case .given(_, let canonical): canonical
        case .nonNegative(let view, let attribute): NonNegativeSize.canonical(view, attribute)
        case .intrinsic(let view, let size): size.canonical(view)
        case .written(let text): text.canonical(priority: writtenPriority)
        }
    }
}


/// What the texts of an intrinsic-size constraint are made of (`ImplicitConstraints`): one is
/// kept for every axis and priority of every view with an intrinsic size, so its two
/// strings are built only when read.
struct IntrinsicSizeText: Sendable {
    /// The intrinsic size in points.
    let value: Double
    let priority: Int32
    let isHeight: Bool
    /// Content hugging (`<=`); else compression resistance (`>=`).
    let isHugging: Bool

    init(value: Double, priority: Int, isHeight: Bool, isHugging: Bool) {
        self.value = value
        self.priority = Int32(clamping: priority)
        self.isHeight = isHeight
        self.isHugging = isHugging
    }

    private var attribute: String { isHeight ? "height" : "width" }

    /// `view content hugging (width)`
    func identifier(_ view: String) -> String {
        "\(view) \(isHugging ? "content hugging" : "compression resistance") (\(attribute))"
    }

    /// `view.width <= 120 @ 250`
    func canonical(_ view: String) -> String {
        CanonicalForm.describe(
            first: "\(view).\(attribute)", relation: isHugging ? .lessThanOrEqual : .greaterThanOrEqual, second: nil,
            multiplier: 1, constant: value, priority: Int(priority))
    }
}
