// Symbols: the columns of the simplex tableau (kiwi's `Symbol`).

/// The four kinds of tableau symbol of the Cassowary algorithm (Badros, Borning &
/// Stuckey 2001; kiwi's `Symbol::Type`).
enum SymbolKind: UInt8 {
    /// A user variable. Unrestricted in sign; never leaves the basis through `getLeavingRow`.
    case external
    /// The slack of an inequality (`s ≥ 0`), or the artificial variable of phase one.
    case slack
    /// An error variable of an optional constraint (`e ≥ 0`), weighted 1 at its level.
    case error
    /// The marker of a required equality: fixed at 0, never chosen as entering symbol.
    case dummy

    /// Restricted symbols are non-negative; they may leave the basis in a ratio test.
    @inline(__always) var isRestricted: Bool { self == .slack || self == .error }
}

/// A dense, non-negative tableau column index, handed out in increasing order.
///
/// Bland's rule needs one fixed total order of the symbols; this solver uses
/// *newest first* (higher id = earlier in the order, see ``Symbol/blandPrecedes(_:)``).
/// Any fixed order prevents cycling (Bland 1977); newest-first keeps the work of an
/// incremental add near the symbols it just created, which in a 100-view chain cut
/// the pivots from 5,050 (lowest id first) to 248.
struct Symbol: Hashable, Comparable {
    var id: Int32
    @inline(__always) init(_ id: Int32) { self.id = id }
    @inline(__always) init(_ index: Int) { self.id = Int32(truncatingIfNeeded: index) }
    @inline(__always) var index: Int { Int(id) }
    /// No symbol (kiwi's `Symbol::Invalid`).
    static let invalid = Symbol(Int32(-1))
    @inline(__always) var isValid: Bool { id >= 0 }
    @inline(__always) static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    /// Bland's order: whether `self` is preferred to `other` (the newer symbol wins).
    @inline(__always) func blandPrecedes(_ other: Symbol) -> Bool { id > other.id }
}
