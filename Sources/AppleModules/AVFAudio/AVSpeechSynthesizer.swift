import Foundation

/// Speaks utterances, as `AVSpeechSynthesizer`. There is no audio output on this platform: ``speak(_:)``
/// cancels the utterance (the delegate hears `didCancel`) and the host's log says why.
///
/// ```swift
/// let utterance = AVSpeechUtterance(string: "bonjour")
/// utterance.voice = AVSpeechSynthesisVoice(language: "fr-FR")
/// AVSpeechSynthesizer().speak(utterance)  // logged, never heard
/// ```
open class AVSpeechSynthesizer: @unchecked Sendable {
    /// Told when an utterance starts, finishes or is cancelled.
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Whether the synthesizer is speaking: never, here.
    open private(set) var isSpeaking = false
    /// Whether speech is paused: never, here.
    open private(set) var isPaused = false
    /// Whether speech uses the app's audio session.
    open var usesApplicationAudioSession = true
    /// Whether speech mixes with other audio.
    open var mixToTelephonyUplink = false

    public init() {}

    /// Queues `utterance`: with no audio output here, it is cancelled at once, and the delegate is told so.
    open func speak(_ utterance: AVSpeechUtterance) {
        WidgetLog.warning(
            "AVSpeechSynthesizer.speak: there is no audio output on this platform; \"\(utterance.speechString)\" is not spoken")
        delegate?.speechSynthesizer(self, didCancel: utterance)
    }

    /// Stops speaking: there is nothing to stop, so `false`.
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }

    /// Pauses speaking: there is nothing to pause, so `false`.
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }

    /// Resumes speaking: there is nothing to resume, so `false`.
    @discardableResult
    open func continueSpeaking() -> Bool { false }
}

/// Where speech stops or pauses.
public enum AVSpeechBoundary: Int, Sendable {
    case immediate, word
}

/// Hears what a synthesizer does with its utterances; every method has a default that does nothing.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance
    ) {}
}

/// A text to speak and how, as `AVSpeechUtterance`.
open class AVSpeechUtterance: @unchecked Sendable {
    /// The text.
    public let speechString: String
    /// The voice; `nil` for the current language's.
    open var voice: AVSpeechSynthesisVoice?
    /// The speaking rate, from ``AVSpeechUtteranceMinimumSpeechRate`` to ``AVSpeechUtteranceMaximumSpeechRate``.
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch, from 0.5 to 2.
    open var pitchMultiplier: Float = 1
    /// The volume, from 0 to 1.
    open var volume: Float = 1
    /// Seconds of silence before the utterance.
    open var preUtteranceDelay: TimeInterval = 0
    /// Seconds of silence after the utterance.
    open var postUtteranceDelay: TimeInterval = 0
    /// Whether the person's assistive-technology speech settings apply.
    open var prefersAssistiveTechnologySettings = false

    /// An utterance of `string`.
    public init(string: String) { speechString = string }

    /// An utterance of `string`'s characters.
    public convenience init(attributedString string: NSAttributedString) { self.init(string: string.string) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The slowest speaking rate.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The fastest speaking rate.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The usual speaking rate.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice, as `AVSpeechSynthesisVoice`: made for any language asked, though none is installed here.
open class AVSpeechSynthesisVoice: @unchecked Sendable {
    /// The voice's quality.
    public enum Quality: Int, Sendable {
        case `default` = 1, enhanced, premium
    }

    /// Its BCP 47 language code (`en-US`).
    public let language: String
    /// Its identifier.
    public let identifier: String
    /// Its name.
    public var name: String { language }
    /// Its quality.
    public var quality: Quality { .default }

    /// The voice for `language` (BCP 47, `en-US`), or the current language's for `nil`.
    public init?(language: String?) {
        let code = language ?? Self.currentLanguageCode()
        guard !code.isEmpty else { return nil }
        self.language = code
        identifier = "com.apple.voice.compact.\(code)"
    }

    /// The voice with `identifier`; `nil`, since no voice is installed here.
    public init?(identifier: String) { return nil }

    /// The installed voices: none here.
    public static func speechVoices() -> [AVSpeechSynthesisVoice] { [] }

    /// The current language's BCP 47 code.
    public static func currentLanguageCode() -> String {
        Locale.current.identifier.replacingOccurrences(of: "_", with: "-")
    }
}
