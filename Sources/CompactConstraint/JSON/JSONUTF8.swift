/// Checking that a file is well-formed UTF-8 (Unicode 15, table 3-7) before reading it.
enum JSONUTF8 {
    /// The first ill-formed sequence: its range (the lead byte up to the byte where it
    /// went wrong) and a message giving the byte offset and the reason.
    struct Problem {
        var range: SourceRange
        var message: String
    }

    /// The length of the sequence a lead byte starts (1 for ASCII and for bytes that
    /// cannot start a sequence).
    static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    /// Finds the first place where `bytes` is not UTF-8: a stray continuation byte, a byte
    /// that never occurs (`C0`, `C1`, `F5`–`FF`), an overlong encoding, an encoded
    /// surrogate (`ED A0`–`ED BF`), a value above U+10FFFF, or a truncated sequence.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        let count = bytes.count
        var index = 0
        while index < count {
            // Runs of ASCII eight bytes at a time (no byte of a word has its high bit set):
            // nearly every layout file is ASCII throughout.
            index = bytes.withUnsafeBytes { raw in
                var position = index
                while position + 8 <= count,
                    raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    position += 8
                }
                return position
            }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            func problem(_ reason: String, through last: Int) -> Problem {
                Problem(
                    range: SourceRange(index, min(last, count - 1) + 1),
                    message: "the file is not valid UTF-8: at byte offset \(index), \(reason)")
            }
            let length: Int
            // Allowed range of the second byte (the later ones are always 80...BF).
            var secondLow: UInt8 = 0x80
            var secondHigh: UInt8 = 0xBF
            var secondReason = ""
            switch lead {
            case 0x80...0xBF:
                return problem("byte \(hex(lead)) is a continuation byte with no lead byte before it", through: index)
            case 0xC0, 0xC1:
                return problem("byte \(hex(lead)) can only start an overlong encoding", through: index)
            case 0xC2...0xDF:
                length = 2
            case 0xE0:
                length = 3
                secondLow = 0xA0
                secondReason = "is an overlong encoding"
            case 0xED:
                length = 3
                secondHigh = 0x9F
                secondReason = "encodes a UTF-16 surrogate"
            case 0xE1...0xEF:
                length = 3
            case 0xF0:
                length = 4
                secondLow = 0x90
                secondReason = "is an overlong encoding"
            case 0xF4:
                length = 4
                secondHigh = 0x8F
                secondReason = "encodes a value above U+10FFFF"
            case 0xF1...0xF3:
                length = 4
            default:
                return problem("byte \(hex(lead)) never occurs in UTF-8", through: index)
            }
            for position in 1..<length {
                let offset = index + position
                guard offset < count else {
                    return problem(
                        "the \(length)-byte sequence starting with \(hex(lead)) is cut off by the end of the file",
                        through: count - 1)
                }
                let next = bytes[offset]
                guard next & 0xC0 == 0x80 else {
                    return problem(
                        "the \(length)-byte sequence starting with \(hex(lead)) is cut short: byte \(hex(next)) at offset \(offset) is not a continuation byte",
                        through: offset - 1)
                }
                if position == 1, next < secondLow || next > secondHigh {
                    return problem(
                        "\(hex(lead)) \(hex(next)) \(secondReason), which UTF-8 does not allow", through: offset)
                }
            }
            index += length
        }
        return nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }
}
