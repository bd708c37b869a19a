import Foundation

#if canImport(UniformTypeIdentifiers)
@_exported import UniformTypeIdentifiers
#else

/// A uniform type identifier, as `UniformTypeIdentifiers` declares it on Apple's platforms,
/// which Linux lacks: `onDrop(of:)`, `DropInfo`, item providers and transfer representations
/// name what they carry with it. The common system types are declared with their identifiers,
/// file name extensions, MIME types and the hierarchy `conforms(to:)` follows (plain text is
/// text is data and content, which are items). Two types are the same when their identifiers are.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public let identifier: String
    /// The types this one conforms to directly.
    let parents: [UTType]
    let filenameExtensions: [String]
    let mimeTypes: [String]
    public let localizedDescription: String?
    /// Declared by the system or by an app (`exportedAs` / `importedAs`), not made up from a
    /// file name extension no declared type has.
    public let isDeclared: Bool
    public let isDynamic: Bool

    init(system identifier: String, _ parents: [UTType], extensions: [String] = [], mime: [String] = [], description: String? = nil) {
        self.identifier = identifier
        self.parents = parents
        filenameExtensions = extensions
        mimeTypes = mime
        localizedDescription = description
        isDeclared = true
        isDynamic = false
    }

    /// A type the app declares as its own (in an Info.plist's exported types on Apple's platforms).
    public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(system: identifier, [parentType])
    }

    /// A type the app uses and another app owns.
    public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(system: identifier, [parentType])
    }

    /// The system type with this identifier; nil when none is declared.
    public init?(_ identifier: String) {
        guard let known = Self.systemTypes.first(where: { $0.identifier.caseInsensitiveCompare(identifier) == .orderedSame }) else { return nil }
        self = known
    }

    /// The declared type for a file name extension ("png", "txt"), conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        guard let known = Self.systemTypes.first(where: { $0.filenameExtensions.contains(wanted) && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    /// The declared type for a MIME type ("image/png"), conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let wanted = mimeType.lowercased()
        guard let known = Self.systemTypes.first(where: { $0.mimeTypes.contains(wanted) && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    public var preferredFilenameExtension: String? { filenameExtensions.first }
    public var preferredMIMEType: String? { mimeTypes.first }
    /// The system's own types are public ones ("public.…").
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// Every type this one conforms to, directly or through others.
    public var supertypes: Set<UTType> {
        var result: Set<UTType> = []
        for parent in parents {
            result.insert(parent)
            result.formUnion(parent.supertypes)
        }
        return result
    }

    /// True when this is `type` or a kind of it (plain text conforms to text, data and item).
    public func conforms(to type: UTType) -> Bool {
        self == type || parents.contains { $0.conforms(to: type) }
    }
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = .termUI(identifier)
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

extension UTType {
    public static let item = UTType(system: "public.item", [], description: "item")
    public static let content = UTType(system: "public.content", [.item], description: "content")
    public static let compositeContent = UTType(system: "public.composite-content", [.content])
    public static let data = UTType(system: "public.data", [.item], description: "data")
    public static let text = UTType(system: "public.text", [.data, .content], description: "text")
    public static let plainText = UTType(system: "public.plain-text", [.text], extensions: ["txt", "text"],
                                         mime: ["text/plain"], description: "plain text")
    public static let utf8PlainText = UTType(system: "public.utf8-plain-text", [.plainText], description: "Unicode text")
    public static let utf16PlainText = UTType(system: "public.utf16-plain-text", [.plainText])
    public static let delimitedText = UTType(system: "public.delimited-values-text", [.text])
    public static let commaSeparatedText = UTType(system: "public.comma-separated-values-text", [.delimitedText],
                                                  extensions: ["csv"], mime: ["text/csv"])
    public static let tabSeparatedText = UTType(system: "public.tab-separated-values-text", [.delimitedText],
                                                extensions: ["tsv"], mime: ["text/tab-separated-values"])
    public static let rtf = UTType(system: "public.rtf", [.text], extensions: ["rtf"], mime: ["text/rtf"])
    public static let html = UTType(system: "public.html", [.text], extensions: ["html", "htm"], mime: ["text/html"], description: "HTML")
    public static let xml = UTType(system: "public.xml", [.text], extensions: ["xml"], mime: ["application/xml", "text/xml"])
    public static let json = UTType(system: "public.json", [.text], extensions: ["json"], mime: ["application/json"], description: "JSON")
    public static let sourceCode = UTType(system: "public.source-code", [.plainText])
    public static let swiftSource = UTType(system: "public.swift-source", [.sourceCode], extensions: ["swift"])
    public static let propertyList = UTType(system: "com.apple.property-list", [.data], extensions: ["plist"])
    public static let url = UTType(system: "public.url", [.data], description: "URL")
    public static let fileURL = UTType(system: "public.file-url", [.url], description: "file URL")
    public static let image = UTType(system: "public.image", [.data, .content], description: "image")
    public static let png = UTType(system: "public.png", [.image], extensions: ["png"], mime: ["image/png"], description: "PNG image")
    public static let jpeg = UTType(system: "public.jpeg", [.image], extensions: ["jpeg", "jpg"], mime: ["image/jpeg"], description: "JPEG image")
    public static let gif = UTType(system: "com.compuserve.gif", [.image], extensions: ["gif"], mime: ["image/gif"])
    public static let tiff = UTType(system: "public.tiff", [.image], extensions: ["tiff", "tif"], mime: ["image/tiff"])
    public static let heic = UTType(system: "public.heic", [.image], extensions: ["heic"], mime: ["image/heic"])
    public static let svg = UTType(system: "public.svg-image", [.image], extensions: ["svg"], mime: ["image/svg+xml"])
    public static let pdf = UTType(system: "com.adobe.pdf", [.data, .compositeContent], extensions: ["pdf"], mime: ["application/pdf"], description: "PDF document")
    public static let audiovisualContent = UTType(system: "public.audiovisual-content", [.data, .content])
    public static let audio = UTType(system: "public.audio", [.audiovisualContent], description: "audio")
    public static let movie = UTType(system: "public.movie", [.audiovisualContent], description: "movie")
    public static let video = UTType(system: "public.video", [.movie])
    public static let mp3 = UTType(system: "public.mp3", [.audio], extensions: ["mp3"], mime: ["audio/mpeg"])
    public static let mpeg4Movie = UTType(system: "public.mpeg-4", [.movie], extensions: ["mp4"], mime: ["video/mp4"])
    public static let directory = UTType(system: "public.directory", [.item])
    public static let folder = UTType(system: "public.folder", [.directory], description: "folder")
    public static let archive = UTType(system: "public.archive", [.data])
    public static let zip = UTType(system: "public.zip-archive", [.archive], extensions: ["zip"], mime: ["application/zip"])
    public static let vCard = UTType(system: "public.vcard", [.text], extensions: ["vcf"], mime: ["text/vcard"])

    /// The declared system types, for lookups by identifier, extension and MIME type; the
    /// more specific of two that share an extension first.
    static let systemTypes: [UTType] = [
        .utf8PlainText, .plainText, .utf16PlainText, .commaSeparatedText, .tabSeparatedText, .delimitedText,
        .rtf, .html, .xml, .json, .swiftSource, .sourceCode, .text, .propertyList, .fileURL, .url,
        .png, .jpeg, .gif, .tiff, .heic, .svg, .image, .pdf, .mp3, .audio, .mpeg4Movie, .video, .movie,
        .audiovisualContent, .folder, .directory, .zip, .archive, .vCard, .compositeContent, .content, .data, .item,
    ]
}

#endif
