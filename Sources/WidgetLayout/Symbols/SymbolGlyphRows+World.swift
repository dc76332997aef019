extension SymbolGlyphTable {
    /// Rows of the table: weather and nature, people and activity, transport and places.
    static let worldRows = """
        # Weather and nature
        sun.max.fill                                wb_sunny                     E430  ☀  color:yellow
        sun.max                                     light_mode                   E518  ☀  outline color:yellow
        sun.horizon.fill                            wb_twilight                  E1C6  ☀
        sun.snow.fill                               sunny_snowing                E819  ☀
        moon.fill                                   nightlight                   F03D  ☾
        moon                                        nightlight                   F03D  ☾  outline
        moon.stars.fill                             bedtime                      EF44  ☾
        moon.stars                                  bedtime                      EF44  ☾  outline
        moon.zzz.fill                               bedtime                      EF44  ☾
        sunrise.fill                                wb_twilight                  E1C6  ☀
        sunrise                                     wb_twilight                  E1C6  ☀  outline
        sunset.fill                                 wb_twilight                  E1C6  ☀
        sunset                                      wb_twilight                  E1C6  ☀  outline
        cloud.fill                                  cloud                        E2BD  ☁
        cloud                                       cloud_queue                  E2C2  ☁
        icloud.fill                                 cloud                        E2BD  ☁
        icloud                                      cloud_queue                  E2C2  ☁
        icloud.slash                                cloud_off                    E2C1  ☁
        cloud.moon.fill                             nights_stay                  EA46  ☁
        cloud.snow.fill                             cloudy_snowing               E810  ❄
        cloud.bolt.fill                             thunderstorm                 EBDB  ☈
        cloud.fog.fill                              foggy                        E818  ☁
        cloud.sun.fill                              filter_drama                 E3DD  ☁
        cloud.bolt.rain.fill                        thunderstorm                 EBDB  ☈
        umbrella.fill                               umbrella                     F1AD  ☂
        umbrella                                    umbrella                     F1AD  ☂  outline
        snowflake                                   ac_unit                      EB3B  ❄
        snow                                        ac_unit                      EB3B  ❄
        wind                                        air                          EFD8  ≋
        tornado                                     tornado                      E199  ≋
        hurricane                                   storm                        F070  ◎
        thermometer                                 thermostat                   F076  ℃
        thermometer.medium                          thermostat                   F076  ℃
        thermometer.snowflake                       severe_cold                  EBD3  ❄
        drop.fill                                   water_drop                   E798  ◊
        drop                                        water_drop                   E798  ◊  outline
        water.waves                                 waves                        E176  ≈
        flame.fill                                  local_fire_department        EF55  ♨  color:orange
        flame                                       local_fire_department        EF55  ♨  outline
        bolt.fill                                   bolt                         EA0B  ϟ  color:yellow
        bolt                                        bolt                         EA0B  ϟ  outline
        bolt.circle.fill                            offline_bolt                 E932  ϟ
        bolt.slash.fill                             flash_off                    E3E6  ϟ
        sparkles                                    auto_awesome                 E65F  ✦
        rainbow                                     looks                        E3FC  ◠
        leaf.fill                                   eco                          EA35  ❦  color:green
        leaf                                        eco                          EA35  ❦  outline
        tree.fill                                   park                         EA63  ♣
        mountain.2.fill                             terrain                      E564  ▲
        globe                                       language                     E894  ◍
        globe.americas.fill                         public                       E80B  ◍
        pawprint.fill                               pets                         E91D  •
        # People and activity
        person.fill                                 person                       E7FD  ☻
        person                                      person_outline               E7FF  ☺
        brain.head.profile                          psychology                   EA4A  ☺
        brain                                       psychology                   EA4A  ☺
        person.circle.fill                          account_circle               E853  ☻
        person.crop.circle.fill                     account_circle               E853  ☻
        person.crop.square.fill                     account_box                  E851  ☻
        person.2.fill                               people                       E7FB  ☻
        person.2                                    people_outline               E7FC  ☺
        person.3.fill                               groups                       F233  ☻
        person.badge.plus                           person_add_alt               EA4D  ☺
        person.fill.badge.plus                      person_add                   E7FE  ☻
        person.slash.fill                           person_off                   E510  ☻
        figure.walk                                 directions_walk              E536  •
        shoeprints.fill                             directions_walk              E536  •
        figure.run                                  directions_run               E566  •
        figure.hiking                               hiking                       E50A  •
        figure.pool.swim                            pool                         EB48  •
        figure.outdoor.cycle                        directions_bike              E52F  •
        bicycle                                     pedal_bike                   EB29  •
        figure.wave                                 emoji_people                 EA1D  •
        figure.stand                                man                          E4EB  •
        figure.roll                                 accessible                   E914  •
        figure.mind.and.body                        self_improvement             EA78  •
        figure.skiing.downhill                      downhill_skiing              E509  •
        figure.surfing                              surfing                      E515  •
        figure.skating                              ice_skating                  E50B  •
        figure.snowboarding                         snowboarding                 E513  •
        figure.kayaking                             kayaking                     E50C  •
        figure.rowing                               rowing                       E921  •
        figure.2.and.child.holdinghands             family_restroom              F1A2  •
        dumbbell.fill                               fitness_center               EB43  •
        ear                                         hearing                      E023  •
        eye.fill                                    visibility                   E8F4  ◉
        eye                                         visibility                   E8F4  ◉  outline
        eye.slash.fill                              visibility_off               E8F5  ◉
        eye.slash                                   visibility_off               E8F5  ◉
        # Transport and places
        car.fill                                    directions_car               E531  •
        box.truck.fill                              local_shipping               E558  ⛟
        box.truck                                   local_shipping               E558  ⛟  outline
        shippingbox                                 inventory_2                  E1A1  ▣  outline
        parkingsign                                 local_parking                E54F  P
        mappin                                      place                        E55F  ⌖
        mappin.and.ellipse                          pin_drop                     E55E  ⌖
        bed.double.fill                             king_bed                     EA45  ▭
        car                                         directions_car               E531  •  outline
        bus.fill                                    directions_bus               E530  •
        bus                                         directions_bus               E530  •  outline
        tram.fill                                   tram                         E571  •
        ferry.fill                                  directions_boat              E532  •
        sailboat.fill                               sailing                      E502  •
        scooter                                     electric_scooter             EB1F  •
        motorcycle                                  two_wheeler                  E9F9  •
        fuelpump.fill                               local_gas_station            E546  •
        ev.charger.fill                             ev_station                   E56D  ϟ
        map.fill                                    map                          E55B  ▧
        map                                         map                          E55B  ▧  outline
        signpost.right.fill                         signpost                     EB91  ⇨
        cross.case.fill                             medical_services             F109  ✚
        soccerball                                  sports_soccer                EA2F  ◍
        basketball.fill                             sports_basketball            EA26  ◍
        baseball.fill                               sports_baseball              EA51  ◍
        football.fill                               sports_football              EA29  ◍
        volleyball.fill                             sports_volleyball            EA31  ◍
        chart.bar.fill                              bar_chart                    E26B  ▇
        chart.bar                                   bar_chart                    E26B  ▇  outline
        chart.pie.fill                              pie_chart                    E6C4  ◔
        chart.pie                                   pie_chart_outline            F044  ◔
        gauge                                       speed                        E9E4  ◔
        gauge.medium                                speed                        E9E4  ◔
        speedometer                                 speed                        E9E4  ◔
        """
}
