import DemoScreens
import Headless
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TerminalApp
import Testing
import TermUI

/// The tree as JSON, and snapshots of the explorer as text and SVG.
@MainActor
struct ExportTests {
    @Test("tree JSON lists each element's keys in the documented order")
    func jsonKeyOrder() throws {
        let json = TreeJSON.text(for: try beachSession())
        let keys = ["\"id\"", "\"label\"", "\"value\"", "\"hint\"", "\"traits\"", "\"frame\"", "\"actions\"",
                    "\"customContent\"", "\"rotors\"", "\"spoken\"", "\"children\""]
        let firstElement = try #require(json.range(of: "\"elements\": ["))
        var cursor = firstElement.upperBound
        for key in keys {
            let found = try #require(json.range(of: key, range: cursor..<json.endIndex), "\(key)")
            cursor = found.upperBound
        }
        #expect(json.hasPrefix("{\n  \"screen\": \"beach\",\n  \"variant\": \"after\",\n  \"columns\": 72,\n  \"rows\": 40,"))
    }

    @Test("tree JSON carries the comment's label, actions, frame in cells and what the reader says")
    func jsonContent() throws {
        let data = Data(TreeJSON.text(for: try beachSession()).utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let elements = try #require(document["elements"] as? [[String: Any]])
        let comment = try #require(elements.first { ($0["label"] as? String) == "Unread, Looks like a wonderful time, Nick" })
        #expect(comment["actions"] as? [String] == ["Favorite", "Reply"])
        #expect(comment["traits"] as? [String] == ["isButton"])
        #expect(comment["spoken"] as? [String] == ["Unread, Looks like a wonderful time, Nick, Button", "Actions available"])
        #expect(comment["value"] is NSNull)
        let frame = try #require(comment["frame"] as? [String: Int])
        #expect(frame["x"] == 2 && frame["height"] == 2)
        let toggle = try #require(elements.last)
        #expect(toggle["value"] as? String == "0")
        #expect(toggle["traits"] as? [String] == ["isToggle"])
    }

    @Test("JSON strings escape quotes, backslashes and control characters")
    func jsonEscapes() {
        #expect(JSONValue.string("a\"b\\c\nd\u{1B}").rendered() == "\"a\\\"b\\\\c\\nd\\u001b\"")
    }

    @Test("snapshot text is what the explorer's renderer draws at that size, the screen having appeared")
    func snapshotTextMatchesRenderer() throws {
        let snapshot = try ExplorerSnapshot.session(registry: demoRegistry, screen: "beach", width: 100, height: 30)
        let canvas = ExplorerSnapshot.render(snapshot, keys: try ExplorerSnapshot.keys("next next"), width: 100, height: 30)

        let panes = try #require(ExplorerLayout.panes(width: 100, height: 30))
        let session = try ScreenSession(registry: demoRegistry, screen: "beach", columns: panes.screenContent.width,
                                          rows: panes.screenContent.height)
        session.appear()
        for _ in 0..<2 { session.perform(.next) }
        #expect(canvas == FrameRenderer.render(session.frame(), width: 100, height: 30, showHelp: false))
        #expect(canvas.text.contains("▶ button \"Unread, Looks like"))
    }

    @Test("the help key shows the help overlay in a snapshot")
    func snapshotHelp() throws {
        let session = try ExplorerSnapshot.session(registry: demoRegistry, screen: "beach", width: 100, height: 30)
        let canvas = ExplorerSnapshot.render(session, keys: [.help], width: 100, height: 30)
        #expect(canvas.text.contains("Esc or ? closes this help"))
    }

    @Test("snapshot SVG is well-formed XML with the screen's text and styles")
    func snapshotSVGIsWellFormed() throws {
        let session = try ExplorerSnapshot.session(registry: demoRegistry, screen: "beach", width: 100, height: 30)
        let canvas = ExplorerSnapshot.render(session, keys: [.reader(.next)], width: 100, height: 30)
        let svg = SVGSnapshot.svg(canvas, title: "beach <after> & \"more\"")
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(svg.contains("font-weight=\"bold\""))
        #expect(svg.contains("Weekend"))
        #expect(svg.contains("&lt;after&gt; &amp; &quot;more&quot;"))
    }

    @Test("SVG escapes text from the screen and drops characters XML cannot hold")
    func svgEscapesScreenText() {
        var canvas = CellCanvas(width: 20, height: 1)
        canvas.put("<b>&'\"", x: 0, y: 0)
        let svg = SVGSnapshot.svg(canvas)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(svg.contains("&lt;b&gt;&amp;&apos;&quot;"))
        #expect(SVGSnapshot.escape("a\u{1}b") == "a\u{2401}b")
    }
}
