extension SymbolGlyphTable {
    /// Rows of the table: names widget code from GitHub uses that the other rows do not cover (weather and
    /// health, sports and fitness, home, charts), each checked against the icon font's ligature names.
    static let addedRows = """
        # Weather, health, sports, home and charts
        air.conditioner.horizontal.fill             hvac                         F10E  ❄
        alarm.waves.left.and.right                  alarm_on                     E858  ◔
        allergens.fill                              local_florist                E545  ❀
        applewatch.radiowaves.left.and.right        watch                        E334  ◷
        aqi.medium                                  air                          EFD8  ≋
        banknote.fill                               payments                     EF63  $
        banknote                                    payments                     EF63  $  outline
        bolt.car.fill                               electric_car                 EB1C  ϟ
        bolt.heart.fill                             monitor_heart                EAA2  ♥
        calendar.badge.plus                         edit_calendar                E742  ▦
        car.side.fill                               directions_car               E531  ▭
        carbon.dioxide.cloud.fill                   co2                          E7B0  ☁
        dog.fill                                    pets                         E91D  •
        cat.fill                                    pets                         E91D  •
        pawprint                                    pets                         E91D  •  outline
        character.book.closed.fill                  book                         E865  ▥
        text.book.closed.fill                       book                         E865  ▥
        chart.bar.xaxis                             bar_chart                    E26B  ▥
        chart.line.uptrend.xyaxis                   trending_up                  E8E5  ↗
        chart.xyaxis.line                           show_chart                   E6E1  ↗
        deskclock.fill                              schedule                     E8B5  ◷
        door.left.hand.closed                       door_front                   EFFD  ▯
        externaldrive.fill                          storage                      E1DB  ▭
        faceid                                      face                         E87C  ☺
        touchid                                     fingerprint                  E90D  ◎
        fan.fill                                    toys                         E332  ✻
        figure.strengthtraining.traditional         fitness_center               EB43  •
        figure.yoga                                 self_improvement             EA78  •
        figure.cooldown                             self_improvement             EA78  •
        fuelpump                                    local_gas_station            E546  ▮  outline
        heart.text.square.fill                      monitor_heart                EAA2  ♥
        humidity.fill                               water_drop                   E798  •
        drop.degreesign.fill                        water_drop                   E798  •
        icloud.and.arrow.down                       cloud_download               E2C0  ☁
        lamp.desk.fill                              lightbulb                    E0F0  ☼
        lightbulb.max.fill                          lightbulb                    E0F0  ☼
        list.bullet.clipboard                       assignment                   E85D  ☰
        list.bullet.clipboard.fill                  assignment                   E85D  ☰
        lungs.fill                                  air                          EFD8  ≋
        network                                     hub                          E9F4  ⌘
        note.text                                   sticky_note_2                F1FC  ▤
        person.crop.circle                          account_circle               E853  ☺  outline
        pills.fill                                  medication                   F033  •
        pill.fill                                   medication                   F033  •
        powersleep                                  bedtime                      EF44  ☾
        rectangle.stack.fill                        layers                       E53B  ▤
        refrigerator.fill                           kitchen                      EB47  ▯
        shower.fill                                 shower                       F061  ☂
        sofa.fill                                   weekend                      E16B  ▭
        spigot.fill                                 plumbing                     F107  •
        sportscourt                                 sports                       EA30  •  outline
        sportscourt.fill                            sports                       EA30  •
        tennis.racket                               sports_tennis                EA32  •
        tennisball.fill                             sports_tennis                EA32  •
        square.grid.2x2.fill                        grid_view                    E9B0  ▦
        sun.haze.fill                               wb_twilight                  E1C6  ☼
        sun.min.fill                                brightness_low               E1AD  ☼
        sun.min                                     brightness_low               E1AD  ☼  outline
        switch.2                                    toggle_on                    E9F6  ◐
        target                                      track_changes                E8E1  ◎
        textformat                                  text_fields                  E262  A
        thermometer.sun.fill                        thermostat                   F076  •
        train.side.front.car                        train                        E570  ▭
        wand.and.stars                              auto_fix_high                E663  ✦
        washer.fill                                 local_laundry_service        E54A  ▯
        wind.snow                                   ac_unit                      EB3B  ❄
        window.vertical.closed                      window                       F088  ▦
        popcorn.fill                                local_movies                 E54D  ▯
        gauge.with.dots.needle.33percent            speed                        E9E4  ◔
        gauge.with.dots.needle.50percent            speed                        E9E4  ◔
        gauge.with.dots.needle.67percent            speed                        E9E4  ◔
        exclamationmark.icloud                      cloud_off                    E2C1  ☁  outline
        exclamationmark.icloud.fill                 cloud_off                    E2C1  ☁
        airplayaudio                                airplay                      E055  ▭
        arrow.3.trianglepath                        recycling                    E760  ↻
        arrow.up.forward.app                        open_in_new                  E89E  ↗
        arrow.up.forward.app.fill                   open_in_new                  E89E  ↗
        balloon.fill                                celebration                  EA65  ✦
        beach.umbrella.fill                         beach_access                 EB3E  ☂
        bell.badge.fill                             notification_important       E004  ⍾
        brain.head.profile.fill                     psychology                   EA4A  ☺
        bus.doubledecker.fill                       directions_bus               E530  ▭
        calendar.day.timeline.left                  view_timeline                EB85  ▦
        camera.macro                                local_florist                E545  ❀
        chart.bar.doc.horizontal                    summarize                    F071  ▤
        checklist.checked                           checklist                    E6B1  ☰
        clock.badge.checkmark                       alarm_on                     E858  ◔
        crown.fill                                  workspace_premium            E7AF  ♛
        face.smiling.inverse                        sentiment_satisfied          E813  ☺
        figure.walk.motion                          directions_run               E566  •
        gearshape.2.fill                            settings_suggest             F05E  ⚙
        globe.europe.africa.fill                    public                       E80B  ◍
        globe.asia.australia.fill                   public                       E80B  ◍
        graduationcap                               school                       E80C  •  outline
        hammer.fill                                 construction                 EA3C  ⚒
        heart.slash.fill                            heart_broken                 EAC2  ♥
        highlighter                                 border_color                 E22B  ✎
        iphone.gen3                                 smartphone                   E32C  ▯
        key.horizontal.fill                         vpn_key                      E0DA  ⚿
        laptopcomputer.and.iphone                   devices                      E1B1  ▭
        leaf.arrow.triangle.circlepath              recycling                    E760  ↻
        list.bullet.rectangle.fill                  list_alt                     E0EE  ☰
        lock.shield.fill                            security                     E32A  ⚿
        medal                                       military_tech                EA3F  ✪  outline
        moon.haze.fill                              nights_stay                  EA46  ☾
        ruler.fill                                  straighten                   E41C  ▭
        smoke.fill                                  foggy                        E818  ≋
        sparkle                                     auto_awesome                 E65F  ✦
        speaker.wave.3.fill                         volume_up                    E050  ◖
        sun.dust.fill                               wb_sunny                     E430  ☼
        tent.fill                                   cabin                        E589  ⌂
        thermometer.high                            thermostat                   F076  •
        thermometer.low                             thermostat                   F076  •
        tray.full.fill                              move_to_inbox                E168  ▭
        water.waves.and.arrow.up                    waves                        E176  ≋
        wrench.and.screwdriver.fill                 handyman                     F10B  ⚒
        # iOS 14's names for the diagonal arrows (right-to-left aware), as weather and finance widgets write them.
        arrow.up.forward                            north_east                   F1E1  ↗
        arrow.down.forward                          south_east                   F1E4  ↘
        arrow.up.backward                           north_west                   F1E2  ↖
        arrow.down.backward                         south_west                   F1E5  ↙
        tray.full                                   move_to_inbox                E168  ▭  outline
        # Browsing and messaging, as launcher widgets write them.
        safari                                      explore                      E87A  ◎  outline
        safari.fill                                 explore                      E87A  ◎
        bubble.left.and.bubble.right                forum                        E0BF  ✉  outline
        bubble.left.and.text.bubble.right           forum                        E0BF  ✉  outline
        bubble.left.and.text.bubble.right.fill      forum                        E0BF  ✉
        text.bubble                                 chat                         E0B7  ✉  outline
        message                                     chat_bubble_outline          E0CB  ✉
        # Status symbols, as sync, export and health widgets show a state.
        circle.dashed                               radio_button_unchecked       E836  ○
        circle.dotted                               radio_button_unchecked       E836  ○
        circle.lefthalf.filled                      contrast                     EB37  ◐
        clock.badge.exclamationmark                 history_toggle_off           F17D  ◷
        clock.badge.exclamationmark.fill            history_toggle_off           F17D  ◷
        exclamationmark.octagon.fill                report                       E160  !
        exclamationmark.octagon                     report                       E160  !  outline
        exclamationmark.shield.fill                 gpp_maybe                    F014  !
        exclamationmark.shield                      gpp_maybe                    F014  !  outline
        hand.tap                                    touch_app                    E913  •  outline
        hands.clap.fill                             sign_language                EBE5  •
        hands.clap                                  sign_language                EBE5  •  outline
        hands.sparkles.fill                         clean_hands                  F21F  •
        hands.sparkles                              clean_hands                  F21F  •  outline
        """
}
