import Foundation
import WidgetWire

/// What a spare worker does before it waits for its plugin: the work every worker start repeats
/// whatever the plugin, done once ahead, so that the start that takes the spare finds the Swift
/// runtime's type metadata and conformance caches filled and the code paged in. It decodes a
/// start frame and a manifest with one of everything (a widget, intents with every kind of
/// parameter, an entity, an enum), encodes a ready frame, and reads the sandbox's list of
/// library directories (``SandboxPlan/mappedLibraryDirectories()``, which does not change before
/// the plugin loads).
enum WorkerWarmUp {
    /// Runs the warm-up.
    static func run() {
        _ = try? WireCoding.decode(WorkerMessage.self, from: Array(#"{"type":"start","start":["warm-up.so","--state","."]}"#.utf8))
        _ = try? WireCoding.encode(WorkerMessage.ready(abi: .host))
        SandboxPlan.prepareLibraryDirectories()
        decodeManifest()
    }

    /// Decodes and validates ``manifest`` as a load does; whether it is valid (it must be: a test checks it).
    @discardableResult
    static func decodeManifest() -> Bool { (try? PluginLoader.validManifest(manifest, path: "warm-up.so")) != nil }

    /// The C fixture's manifest (Tests/Fixtures/good.c), three of its intents kept.
    static let manifest = Array(
        #"""
        {"entities":[{"id":"ColorEntity","queries":{"default":{"arguments":[{"source":"result","type":"buffer"}],"retu\#
        rns":"status","symbol":"good_colors_default"},"entities":{"arguments":[{"source":"identifiers","type":"string"\#
        },{"source":"result","type":"buffer"}],"returns":"status","symbol":"good_colors_for"},"matching":{"arguments":\#
        [{"source":"text","type":"string"},{"source":"result","type":"buffer"}],"returns":"status","symbol":"good_colo\#
        rs_matching"},"suggested":{"arguments":[{"source":"result","type":"buffer"}],"returns":"status","symbol":"good\#
        _colors_suggested"}},"typeDisplayName":"Color"}],"enums":[{"cases":[{"title":"Calm","value":"calm"},{"title":"\#
        Very Happy","value":"happy"}],"id":"Mood","typeDisplayName":"Mood"}],"intents":[{"description":"Adds value tim\#
        es scale to the running total.","id":"AddIntent","isConfiguration":false,"parameters":[{"array":false,"bounds"\#
        :{"lowerBound":0,"upperBound":100},"default":1,"name":"value","optional":false,"title":"Value","type":{"kind":\#
        "int"}},{"array":false,"default":1.5,"name":"scale","optional":false,"title":"Scale","type":{"kind":"double"}}\#
        ,{"array":false,"name":"label","optional":true,"title":"Label","type":{"kind":"string"}}],"perform":{"argument\#
        s":[{"name":"value","source":"parameter","type":"int64"},{"name":"scale","source":"parameter","type":"double"}\#
        ,{"name":"label","source":"parameter","type":"string"}],"returns":"int32","symbol":"good_add"},"summary":{"kin\#
        d":"summary","parameters":["value","scale","label"],"template":"Add ${value} times ${scale}"},"title":"Add"},{\#
        "id":"PaintIntent","isConfiguration":false,"parameters":[{"array":false,"name":"color","optional":false,"title\#
        ":"Color","type":{"entity":"ColorEntity","kind":"entity"}},{"array":false,"default":"calm","name":"mood","opti\#
        onal":false,"title":"Mood","type":{"enum":"Mood","kind":"enum"}},{"array":false,"name":"when","optional":true,\#
        "title":"When","type":{"kind":"date"}},{"array":false,"name":"site","optional":true,"title":"Site","type":{"ki\#
        nd":"url"}},{"array":true,"name":"tags","optional":true,"title":"Tags","type":{"kind":"string"}}],"perform":{"\#
        arguments":[{"source":"request","type":"string"},{"source":"constant","type":"string","value":"brush"},{"sourc\#
        e":"result","type":"buffer"},{"source":"error","type":"buffer"}],"returns":"status","symbol":"good_paint"},"ti\#
        tle":"Paint"},{"id":"ConfigureClock","isConfiguration":true,"parameters":[{"array":false,"default":"calm","nam\#
        e":"mood","optional":false,"title":"Mood","type":{"enum":"Mood","kind":"enum"}},{"array":false,"name":"color",\#
        "optional":true,"title":"Color","type":{"entity":"ColorEntity","kind":"entity"}},{"array":false,"default":fals\#
        e,"name":"shuffle","optional":false,"title":"Shuffle","type":{"kind":"bool"}},{"array":false,"bounds":{"lowerB\#
        ound":1,"upperBound":60},"default":5,"name":"interval","optional":false,"title":"Interval","type":{"kind":"int\#
        "}}],"summary":{"condition":{"operator":"equalTo","parameter":"shuffle","values":[true]},"kind":"when","otherw\#
        ise":{"kind":"summary","parameters":["mood","color","shuffle"],"template":"Show ${mood}"},"then":{"kind":"summ\#
        ary","parameters":["mood","color","shuffle","interval"],"template":"Show ${mood} every ${interval} minutes"}},\#
        "title":"Configure Clock"}],"plugin":{"id":"dev.widgethost.fixture.good","name":"Good Fixture","sdk":"C","vers\#
        ion":"1.2.0"},"widgets":[{"configurationIntent":"ConfigureClock","description":"Shows the time, a mood and two\#
         controls.","displayName":"Clock","families":["systemSmall","systemMedium"],"kind":"Clock","placeholder":{"arg\#
        uments":[{"source":"family","type":"string"},{"source":"result","type":"buffer"}],"returns":"status","symbol":\#
        "good_placeholder"},"snapshot":{"arguments":[{"source":"request","type":"string"},{"source":"result","type":"b\#
        uffer"}],"returns":"status","symbol":"good_snapshot"},"timeline":{"arguments":[{"source":"family","type":"stri\#
        ng"},{"source":"now","type":"double"},{"source":"preview","type":"bool"},{"name":"mood","source":"parameter","\#
        type":"string"},{"name":"color","source":"parameter","type":"string"},{"name":"interval","source":"parameter",\#
        "type":"int32"},{"source":"result","type":"buffer"},{"source":"error","type":"buffer"}],"returns":"status","sy\#
        mbol":"good_timeline"}}]}
        """#.utf8)
}
