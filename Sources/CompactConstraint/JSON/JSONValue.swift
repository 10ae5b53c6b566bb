/// A JSON value read from a layout file, with the file range of every node.
///
/// Objects keep their members in file order (duplicates are rejected by the reader), and
/// strings keep the file offset of every decoded byte (`SourceString`), so that later
/// stages can point into the file.
///
/// Not `indirect`: containers nest through their arrays, so a value needs no box of its
/// own (boxing every value cost an allocation a node to build and to free).
public enum JSONValue: Sendable, Hashable {
    case object([JSONMember])
    case array([JSONNode])
    case string(SourceString)
    case number(Double)
    case bool(Bool)
    case null
}

/// A JSON value and the file range it was read from (from its first to past its last byte).
public struct JSONNode: Sendable, Hashable {
    public var value: JSONValue
    public var range: SourceRange

    public init(_ value: JSONValue, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Sendable, Hashable {
    public var key: SourceString
    public var value: JSONNode

    public init(key: SourceString, value: JSONNode) {
        self.key = key
        self.value = value
    }

    public var name: String { key.text }
}
