import Foundation
import Observation
import TermUI

// AVFoundation's and AVKit's players, as screens use them: they play nothing. `play()` and
// `pause()` change the player's state, which the screen shows and reads, and are recorded in
// `FrameworkActivity`. A speech synthesizer's words are what a user would hear from the app,
// so they are spoken through the reader, as an announcement.

/// A video or audio player for a URL.
@Observable
public final class AVPlayer {
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }

    public private(set) var url: URL?
    public var rate: Float = 0
    public var volume: Float = 1
    public var isMuted = false
    public var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }

    public init() {}
    public init(url: URL) { self.url = url }
    public init(playerItem item: AVPlayerItem?) { url = item?.url }

    public func play() {
        rate = 1
        FrameworkActivity.record("AVPlayer: play \(url?.lastPathComponent ?? "nothing")", cue: "video playing\(Self.named(url))")
    }
    public func pause() {
        rate = 0
        FrameworkActivity.record("AVPlayer: pause \(url?.lastPathComponent ?? "nothing")", cue: "video paused\(Self.named(url))")
    }
    public func replaceCurrentItem(with item: AVPlayerItem?) { url = item?.url }
    /// ": trailer.mp4" for the cue of a player of a file; nothing without one.
    static func named(_ url: URL?) -> String { url.map { ": \($0.lastPathComponent)" } ?? "" }
    /// Accepted: there is no media to move through.
    public func seek(to time: CMTime) {}
}

public final class AVPlayerItem: Sendable {
    public let url: URL
    public init(url: URL) { self.url = url }
}

/// A media time: `CMTime(seconds: 10, preferredTimescale: 600)`, `.zero`.
public struct CMTime: Hashable, Sendable {
    public var seconds: Double
    public init(seconds: Double, preferredTimescale: Int32) { self.seconds = seconds }
    public init(value: Int64, timescale: Int32) { seconds = timescale == 0 ? 0 : Double(value) / Double(timescale) }
    public static let zero = CMTime(seconds: 0, preferredTimescale: 1)
}

/// A sound file's player: it opens the file (a file that is not there throws, as Apple's
/// does) and plays nothing.
@Observable
public final class AVAudioPlayer {
    public let url: URL?
    public private(set) var isPlaying = false
    public var volume: Float = 1
    public var numberOfLoops = 0
    public var currentTime: TimeInterval = 0
    public var duration: TimeInterval { 0 }
    public var enableRate = false
    public var rate: Float = 1

    public init(contentsOf url: URL) throws {
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.url = url
    }
    public init(data: Data) throws { url = nil }

    @discardableResult public func prepareToPlay() -> Bool { true }
    @discardableResult public func play() -> Bool {
        isPlaying = true
        FrameworkActivity.record("AVAudioPlayer: play \(url?.lastPathComponent ?? "data")", cue: "audio playing\(AVPlayer.named(url))")
        return true
    }
    public func pause() {
        isPlaying = false
        FrameworkActivity.record("AVAudioPlayer: pause \(url?.lastPathComponent ?? "data")", cue: "audio paused\(AVPlayer.named(url))")
    }
    public func stop() {
        isPlaying = false
        currentTime = 0
        FrameworkActivity.record("AVAudioPlayer: stop \(url?.lastPathComponent ?? "data")", cue: "audio stopped\(AVPlayer.named(url))")
    }
}

/// A phrase for the synthesizer.
public final class AVSpeechUtterance: @unchecked Sendable {
    public let speechString: String
    public var rate: Float = 0.5
    public var pitchMultiplier: Float = 1
    public var volume: Float = 1
    public var voice: AVSpeechSynthesisVoice?
    public var preUtteranceDelay: TimeInterval = 0
    public var postUtteranceDelay: TimeInterval = 0
    public init(string: String) { speechString = string }
}

public final class AVSpeechSynthesisVoice: Sendable {
    public let language: String
    public init?(language: String?) { self.language = language ?? "en-US" }
    public static func currentLanguageCode() -> String { "en-US" }
}

public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// Speaks an app's words: through the reader, as an announcement, since that is what the user
/// would hear; also recorded in `FrameworkActivity`.
@MainActor
public final class AVSpeechSynthesizer {
    public enum Boundary: Sendable { case immediate, word }
    public private(set) var isSpeaking = false
    public init() {}

    public func speak(_ utterance: AVSpeechUtterance) {
        FrameworkActivity.record("AVSpeechSynthesizer: \(utterance.speechString)")
        AccessibilityNotification.Announcement(utterance.speechString).post()
    }
    @discardableResult public func stopSpeaking(at boundary: Boundary) -> Bool { false }
    @discardableResult public func pauseSpeaking(at boundary: Boundary) -> Bool { false }
}

/// AVKit's video player: one element, as VoiceOver finds a video with its controls hidden: a
/// "Video" that says whether it plays; double tap plays or pauses it. `overlay` is drawn and
/// read over it.
public struct VideoPlayer<Overlay: View>: View {
    let player: AVPlayer?
    let overlay: Overlay

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> Overlay) {
        self.player = player
        overlay = videoOverlay()
    }

    public var body: some View {
        let playing = player?.timeControlStatus == .playing
        return ZStack {
            Rectangle()
                .fill(Color.black)
                .accessibilityElement()
                .accessibilityLabel("Video")
                .accessibilityValue(player == nil ? "No video" : playing ? "Playing" : "Paused")
                .accessibilityAddTraits(.startsMediaSession)
                .accessibilityAction {
                    guard let player else { return }
                    if player.timeControlStatus == .playing { player.pause() } else { player.play() }
                }
            overlay
        }
    }
}

extension VideoPlayer where Overlay == EmptyView {
    public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}
