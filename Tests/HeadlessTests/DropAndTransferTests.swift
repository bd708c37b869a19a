import Foundation
import Headless
import Testing
import TermUI

extension UTType {
    static let recipe = UTType(exportedAs: "com.example.recipe")
}

/// A type that travels as JSON of its own content type, and as its title when text is asked for.
struct Recipe: Codable, Transferable, Equatable {
    var title: String
    var minutes: Int
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .recipe)
        ProxyRepresentation(exporting: \.title)
    }
}

/// Another app's view of the same content type: it reads the JSON, not the value.
struct RecipeCard: Codable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .recipe)
    }
}

/// Made from text by a proxy's importing closure.
struct Tag: Transferable, Equatable {
    var name: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.name, importing: { Tag(name: "#" + $0) })
    }
}

/// Bytes made by an async closure, as photos usually are.
struct Thumbnail: Transferable {
    var pixels: Data
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .png) { $0.pixels } importing: { Thumbnail(pixels: $0) }
    }
}

/// Read from the file the system hands over for dropped bytes.
struct Scan: Transferable {
    var text: String
    var file: URL
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .png) { received in
            Scan(text: String(decoding: try Data(contentsOf: received.file), as: UTF8.self), file: received.file)
        }
    }
}

/// A plain conformance, as before representations were read.
struct Sticker: Transferable, Equatable { var name: String }

/// Records what a drop received.
@MainActor @Observable
final class DropLog {
    var entries: [String] = []
    var targeted: [Bool] = []
}

@MainActor
struct DropAndTransferTests {
    // MARK: UTType

    @Test("UTType: the system types conform up their hierarchy; a type exported by the app conforms to data")
    func uniformTypeHierarchy() throws {
        #expect(UTType.utf8PlainText.conforms(to: .plainText) && UTType.plainText.conforms(to: .text))
        #expect(UTType.text.conforms(to: .data) && UTType.text.conforms(to: .content) && UTType.text.conforms(to: .item))
        #expect(UTType.png.conforms(to: .image) && !UTType.png.conforms(to: .text))
        #expect(UTType.fileURL.conforms(to: .url) && UTType.json.conforms(to: .text))
        #expect(UTType.recipe.conforms(to: .data) && !UTType.recipe.conforms(to: .text))
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType("public.plain-text") == .plainText)
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.png.supertypes.isSuperset(of: [.image, .data, .content, .item]))
        let decoded = try JSONDecoder().decode(UTType.self, from: JSONEncoder().encode(UTType.json))
        #expect(decoded == .json)
    }

    // MARK: Transfer representations through dropDestination

    struct Board<T: Transferable>: View {
        let log: DropLog
        let describe: @MainActor (T) -> String
        let source: AnyView
        var body: some View {
            VStack {
                source
                Text("Board")
                    .dropDestination(for: T.self) { items, _ in
                        log.entries += items.map(describe)
                        return true
                    } isTargeted: { log.targeted.append($0) }
            }
        }
    }

    func drop<T: Transferable>(_ source: some View, on type: T.Type, describe: @escaping @MainActor (T) -> String) -> DropLog {
        let log = DropLog()
        let reader = ScreenReaderSession(Board(log: log, describe: describe, source: AnyView(source)))
        reader.focus("Item")
        reader.perform(.drag)
        reader.focus("Board")
        reader.perform(.drop("Drop"))
        return log
    }

    @Test("ProxyRepresentation: a drop asking for String receives the proxy's value")
    func proxyReachesStringDestination() {
        let log = drop(Text("Item").draggable(Recipe(title: "Soup", minutes: 20)), on: String.self) { $0 }
        #expect(log.entries == ["Soup"])
        #expect(log.targeted == [true, false])
    }

    @Test("CodableRepresentation: a drop asking for another type of the same content type gets the value's JSON decoded")
    func codableThroughSharedContentType() {
        let log = drop(Text("Item").draggable(Recipe(title: "Bread", minutes: 90)), on: RecipeCard.self) { $0.title }
        #expect(log.entries == ["Bread"])
    }

    @Test("ProxyRepresentation(importing:): a String dropped becomes the destination's type")
    func proxyImportsFromString() {
        let log = drop(Text("Item").draggable("beach"), on: Tag.self) { $0.name }
        #expect(log.entries == ["#beach"])
    }

    @Test("numbers travel as their text: an Int dropped on a String destination is its digits")
    func intAsText() {
        let log = drop(Text("Item").draggable(42), on: String.self) { $0 }
        #expect(log.entries == ["42"])
    }

    @Test("a type that declares only the conformance reaches a drop of its own type, and not a String one")
    func plainConformanceStillWorks() {
        #expect(drop(Text("Item").draggable(Sticker(name: "star")), on: Sticker.self) { $0.name }.entries == ["star"])
        #expect(drop(Text("Item").draggable(Sticker(name: "star")), on: String.self) { $0 }.entries.isEmpty,
                "a payload that has no text representation is not read as the element's label")
    }

    @Test("a VoiceOver drag point without a payload drops its element's label as text")
    func dragPointWithoutPayloadDropsLabel() {
        let log = drop(Text("Item").accessibilityDragPoint(.center, description: "Drag item"), on: String.self) { $0 }
        #expect(log.entries == ["Item"])
    }

    @Test("DataRepresentation: the app's async closures run in a task, and the drop's action gets their result")
    func dataRepresentationLoadsLater() async {
        let log = drop(Text("Item").draggable(Thumbnail(pixels: Data([1, 2, 3]))), on: Data.self) { "\($0.count) bytes" }
        #expect(log.targeted == [true, false])
        for _ in 0..<20 where log.entries.isEmpty { await Task.yield() }
        #expect(log.entries == ["3 bytes"])
    }

    @Test("FileRepresentation: dropped bytes reach the importer as a file, which is removed once it returns, as the system removes a received file")
    func receivedFileIsRemoved() async {
        let log = drop(Text("Item").draggable(Thumbnail(pixels: Data("scan".utf8))), on: Scan.self) {
            "\($0.text), file kept: \(FileManager.default.fileExists(atPath: $0.file.path))"
        }
        for _ in 0..<100 where log.entries.isEmpty { await Task.yield() }
        #expect(log.entries == ["scan, file kept: false"])
    }

    // MARK: onDrop

    struct Shelf: View {
        let log: DropLog
        let types: [UTType]
        @State private var isTargeted = false
        var body: some View {
            VStack {
                Text("Soup").draggable(Recipe(title: "Soup", minutes: 20))
                Text("Note").draggable("Buy leeks")
                Text("Link").draggable(URL(string: "https://example.com/soup")!)
                Text(isTargeted ? "Shelf, targeted" : "Shelf")
                    .onDrop(of: types, isTargeted: $isTargeted) { providers in
                        log.targeted.append(isTargeted)
                        for provider in providers {
                            if provider.canLoadObject(ofClass: URL.self) {
                                provider.loadObject(ofClass: URL.self) { url, _ in
                                    log.entries.append("url " + (url?.absoluteString ?? "nil"))
                                }
                            } else {
                                provider.loadObject(ofClass: String.self) { text, _ in
                                    log.entries.append("text " + (text ?? "nil"))
                                }
                            }
                        }
                        return true
                    }
            }
        }
    }

    func dropOnShelf(_ item: String, types: [UTType]) -> (DropLog, ScreenReaderSession) {
        let log = DropLog()
        let reader = ScreenReaderSession(Shelf(log: log, types: types))
        reader.focus(item)
        reader.perform(.drag)
        reader.focus("Shelf")
        #expect(reader.session.focusedActionNames.contains("Drop"), "VoiceOver offers the drop")
        reader.perform(.drop("Drop"))
        return (log, reader)
    }

    @Test("onDrop: a VoiceOver drop hands perform item providers that load the dragged payload; isTargeted is true during it")
    func onDropLoadsPayload() {
        let (log, reader) = dropOnShelf("Note", types: [.plainText])
        #expect(log.entries == ["text Buy leeks"])
        #expect(log.targeted == [true])
        #expect(reader.element(labeled: "Shelf") != nil, "isTargeted is false again after the drop")
    }

    @Test("onDrop: a custom type's text representation makes it a plain-text drop; a URL loads as a URL")
    func onDropThroughRepresentations() {
        #expect(dropOnShelf("Soup", types: [.plainText]).0.entries == ["text Soup"])
        #expect(dropOnShelf("Link", types: [.url]).0.entries == ["url https://example.com/soup"])
    }

    @Test("onDrop: a drag with none of the supported content types does not reach perform")
    func onDropFiltersByContentType() {
        let (log, _) = dropOnShelf("Note", types: [.image])
        #expect(log.entries.isEmpty && log.targeted.isEmpty)
    }

    @Test("NSItemProvider: registered types, loadTransferable, JSON data and loadItem follow the payload's representations")
    func itemProviderLoads() {
        struct Probe: View {
            let log: DropLog
            var body: some View {
                VStack {
                    Text("Soup").draggable(Recipe(title: "Soup", minutes: 20))
                    Text("Probe").onDrop(of: [.item], isTargeted: nil) { providers in
                        guard let provider = providers.first else { return false }
                        log.entries.append(provider.registeredTypeIdentifiers.joined(separator: " "))
                        provider.loadTransferable(type: Recipe.self) { result in
                            log.entries.append("recipe " + ((try? result.get().title) ?? "failed"))
                        }
                        provider.loadDataRepresentation(for: .recipe) { data, _ in
                            let json = data.flatMap { try? JSONDecoder().decode(Recipe.self, from: $0) }
                            log.entries.append("json \(json?.minutes ?? 0)")
                        }
                        provider.loadItem(forTypeIdentifier: UTType.utf8PlainText.identifier, options: nil) { item, _ in
                            log.entries.append("item \((item as? NSString)?.description ?? "?")")
                        }
                        provider.loadTransferable(type: Thumbnail.self) { result in
                            if case .failure = result { log.entries.append("no thumbnail") }
                        }
                        return true
                    }
                }
            }
        }
        let log = DropLog()
        let reader = ScreenReaderSession(Probe(log: log))
        reader.focus("Soup")
        reader.perform(.drag)
        reader.focus("Probe")
        reader.perform(.drop("Drop"))
        #expect(log.entries == ["com.example.recipe public.utf8-plain-text", "recipe Soup", "json 20", "item Soup", "no thumbnail"])
    }

    @Test("onDrop: a completion handler that hops to the main actor with a task runs when the main actor next runs")
    func completionThatHopsRunsLater() async {
        struct Hopping: View {
            let log: DropLog
            var body: some View {
                VStack {
                    Text("Note").draggable("Buy leeks")
                    Text("Shelf").onDrop(of: [.text], isTargeted: nil) { providers in
                        _ = providers.first?.loadObject(ofClass: String.self) { text, _ in
                            Task { @MainActor in log.entries.append(text ?? "nil") }
                        }
                        return true
                    }
                }
            }
        }
        let log = DropLog()
        let reader = ScreenReaderSession(Hopping(log: log))
        reader.focus("Note")
        reader.perform(.drag)
        reader.focus("Shelf")
        reader.perform(.drop("Drop"))
        for _ in 0..<20 where log.entries.isEmpty { await Task.yield() }
        #expect(log.entries == ["Buy leeks"])
    }

    @Test("onDrag: a drag source's item provider reaches onDrop and dropDestination")
    func onDragProviderReachesDrops() {
        struct Desk: View {
            let log: DropLog
            var body: some View {
                VStack {
                    Text("Memo").onDrag { NSItemProvider(object: "Call Ada" as NSString) }
                    Text("Inbox").onDrop(of: [.plainText], isTargeted: nil) { providers in
                        _ = providers.first?.loadObject(ofClass: NSString.self) { object, _ in
                            log.entries.append("inbox " + ((object as? NSString)?.description ?? "?"))
                        }
                        return true
                    }
                    Text("Outbox").dropDestination(for: String.self) { texts, _ in
                        log.entries += texts.map { "outbox " + $0 }
                        return true
                    }
                }
            }
        }
        let log = DropLog()
        let reader = ScreenReaderSession(Desk(log: log))
        for destination in ["Inbox", "Outbox"] {
            reader.focus("Memo")
            reader.perform(.drag)
            reader.focus(destination)
            reader.perform(.drop("Drop"))
        }
        #expect(log.entries == ["inbox Call Ada", "outbox Call Ada"])
    }

    @Test("DropDelegate: validateDrop can refuse (nothing else is called); a forbidden or cancelled proposal ends with dropExited; performDrop gets DropInfo's providers")
    func dropDelegateSequence() {
        struct Delegate: DropDelegate {
            let log: DropLog
            var validates = true
            var operation: DropOperation = .copy
            func validateDrop(info: DropInfo) -> Bool {
                log.entries.append("validate")
                return validates && info.hasItemsConforming(to: [.text])
            }
            func dropEntered(info: DropInfo) { log.entries.append("entered") }
            func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: operation) }
            func dropExited(info: DropInfo) { log.entries.append("exited") }
            func performDrop(info: DropInfo) -> Bool {
                for provider in info.itemProviders(for: [.text]) {
                    provider.loadObject(ofClass: String.self) { text, _ in log.entries.append("dropped \(text ?? "")") }
                }
                return true
            }
        }
        struct Desk: View {
            let log: DropLog
            var body: some View {
                VStack {
                    Text("Note").draggable("Hello")
                    Text("Open").onDrop(of: [.text], delegate: Delegate(log: log))
                    Text("Locked").onDrop(of: [.text], delegate: Delegate(log: log, operation: .forbidden))
                    Text("Closed").onDrop(of: [.text], delegate: Delegate(log: log, validates: false))
                    Text("Withdrawn").onDrop(of: [.text], delegate: Delegate(log: log, operation: .cancel))
                }
            }
        }
        let log = DropLog()
        let reader = ScreenReaderSession(Desk(log: log))
        for destination in ["Open", "Locked", "Closed", "Withdrawn"] {
            reader.focus("Note")
            reader.perform(.drag)
            reader.focus(destination)
            reader.perform(.drop("Drop"))
        }
        #expect(log.entries == ["validate", "entered", "dropped Hello", "validate", "entered", "exited",
                                "validate", "validate", "entered", "exited"])
    }
}
