@testable import TerminalApp
import TermUI
import Testing

/// What the explorer's watchdog does with the terminal while the screen's code is stuck: the
/// keys it reads for q and Ctrl-C, and the line it writes over the status bar.
@Suite("The watchdog's keys and status line")
struct KeyScannerTests {
    func scan(_ chunks: [UInt8]...) -> [KeyScanner.Key?] {
        var scanner = KeyScanner()
        return chunks.map { scanner.scan($0) }
    }

    @Test("q, Q and a Ctrl-C byte are found among the keys typed while the code is stuck")
    func quitAndInterruptAreFound() {
        #expect(scan(Array("xyq".utf8)) == [.quit])
        #expect(scan(Array("Q".utf8)) == [.quit])
        #expect(scan([0x61, 0x03]) == [.interrupt])
        #expect(scan(Array("abc".utf8)) == [nil])
    }

    @Test("a q inside an escape sequence is no key: arrows, SS3 keys, X10 and SGR mouse reports, even split between reads")
    func escapeSequencesAreSkipped() {
        // A click at column 81 row 81 in X10 encoding: ESC [ M, button, then 32 + 81 = 'q' twice.
        #expect(scan([0x1B, 0x5B, 0x4D, 0x20, 0x71, 0x71]) == [nil])
        // The same report split between two reads, then a real q.
        #expect(scan([0x1B, 0x5B, 0x4D, 0x20], [0x71, 0x71, 0x71]) == [nil, .quit])
        // SGR mouse report (ESC [ < 0;113;5 M) and an arrow key (ESC [ A), then nothing typed.
        #expect(scan(Array("\u{1B}[<0;113;5M\u{1B}[A".utf8)) == [nil])
        // ESC O q is the keypad's 1 on some terminals, not q.
        #expect(scan(Array("\u{1B}Oq".utf8)) == [nil])
        #expect(scan(Array("\u{1B}[1;5Aq".utf8)) == [.quit])
    }

    @Test("the status line is cut to the terminal's width, in reverse video at the top row, the cursor saved and put back")
    func statusLineFitsTheWidth() {
        for width in [0, 1, 10, 80, 200] {
            let bytes = ExplorerWatchdog.statusLineBytes(width: width).map { UInt8(bitPattern: $0) }
            let text = String(decoding: bytes, as: UTF8.self)
            let prefix = "\u{1B}7\u{1B}[1;1H\u{1B}[0;7m", suffix = "\u{1B}[0m\u{1B}8"
            #expect(text.hasPrefix(prefix) && text.hasSuffix(suffix))
            let shown = String(text.dropFirst(prefix.count).dropLast(suffix.count))
            #expect(TerminalText.width(of: shown) == width, "width \(width): \(shown)")
            #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        }
        let wide = String(decoding: ExplorerWatchdog.statusLineBytes(width: 100).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(wide.contains(ExplorerWatchdog.stuckMessage))
    }
}
