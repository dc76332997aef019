import AVFAudio
import AVFoundation
import Foundation
import Testing

/// An intent that speaks a word or plays a sound builds as published (`import AVFAudio` or `AVFoundation`), and on a
/// platform with no audio output it is told so: the utterance is cancelled, the player does not play.
struct AVFAudioTests {
    final class Listener: AVSpeechSynthesizerDelegate {
        var cancelled: [String] = []
        var finished: [String] = []

        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {
            cancelled.append(utterance.speechString)
        }

        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
            finished.append(utterance.speechString)
        }
    }

    @Test func anUtteranceIsCancelledAndItsDelegateToldSo() throws {
        let utterance = AVSpeechUtterance(string: "serendipity")
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        utterance.rate = AVSpeechUtteranceDefaultSpeechRate
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .default, options: [.duckOthers])
        try session.setActive(true)
        #expect(session.category == .playback && session.categoryOptions == [.duckOthers])
        let synthesizer = AVSpeechSynthesizer()
        let listener = Listener()
        synthesizer.delegate = listener
        synthesizer.speak(utterance)
        #expect(listener.cancelled == ["serendipity"])
        #expect(listener.finished.isEmpty)
        #expect(!synthesizer.isSpeaking)
        #expect(utterance.voice?.language == "en-US")
        #expect(AVSpeechSynthesisVoice(identifier: "com.apple.voice.premium.en-US.Zoe") == nil)
    }

    @Test func aPlayerReadsItsFileButDoesNotPlay() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("chime-\(UUID().uuidString).caf")
        try Data([1, 2, 3]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let player = try AVAudioPlayer(contentsOf: file)
        #expect(player.data == Data([1, 2, 3]))
        #expect(player.prepareToPlay())
        #expect(!player.play())
        #expect(!player.isPlaying)
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: file.appendingPathExtension("missing")) }
    }
}
