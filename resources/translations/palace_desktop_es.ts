<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Qué hacer</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Raise amount</source>
        <translation>Cantidad de la subida</translation>
    </message>
    <message>
        <source>How much to raise; R or Enter raises</source>
        <translation>Cuánto subir; R o Enter sube</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Igualar</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Attack whom?</source>
        <translation>¿A quién atacas?</translation>
    </message>
    <message>
        <source>To discard, click soldiers on the table (Ctrl or Shift + click for several), then press Discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand in play</source>
        <translation>No hay ninguna mano en juego</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>Hand over — press N or Game ▸ Deal the next hand</source>
        <translation>Mano terminada — pulsa N o Partida ▸ Repartir la siguiente mano</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Esperando a {name}…</translation>
    </message>
    <message>
        <source>Pay {price} and take the top card of the draw pile as a soldier (B)</source>
        <translation>Paga {price} y toma la carta de arriba del mazo como soldado (B)</translation>
    </message>
    <message>
        <source>Select soldiers on the table first (Ctrl/Shift+click)</source>
        <translation>Primero selecciona soldados en la mesa (Ctrl/Shift+clic)</translation>
    </message>
    <message>
        <source>Pay {price} and discard the selection (D)</source>
        <translation>Paga {price} y descarta la selección (D)</translation>
    </message>
    <message>
        <source>Discard the selection (D)</source>
        <translation>Descarta la selección (D)</translation>
    </message>
    <message>
        <source>Do nothing; the turn passes (S)</source>
        <translation>No hagas nada; el turno pasa al siguiente (S)</translation>
    </message>
    <message>
        <source>Leave the hand; your chips stay in the pot (F)</source>
        <translation>Abandona la mano; tus fichas se quedan en el bote (F)</translation>
    </message>
    <message>
        <source>Attack {targets} for {amount} (A)</source>
        <translation>Ataca a {targets} por {amount} (A)</translation>
    </message>
    <message numerus="yes">
        <source>The bet is (your %Ln soldiers + 1) × the small bet of {small_bet}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Attack (bet {amount})</source>
        <translation>Atacar (apuesta {amount})</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>Tu turno, {name}</translation>
    </message>
    <message>
        <source>End the turn; soldiers kept: {count} (Enter)</source>
        <translation>Termina el turno; soldados que conservas: {count} (Enter)</translation>
    </message>
    <message>
        <source>Marked for the discard pile: {count}</source>
        <translation>Marcados para la pila de descartes: {count}</translation>
    </message>
    <message>
        <source>Mark the selection for the discard pile (D)</source>
        <translation>Marca la selección para la pila de descartes (D)</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may discard soldiers you do not want (drag them to the discard pile), or keep them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard down to at most %Ln soldiers: drag soldiers to the discard pile, then Done</source>
        <translation>
            <numerusform>Descarta hasta quedarte con %Ln soldado como máximo: arrastra soldados a la pila de descartes y pulsa Listo</numerusform>
            <numerusform>Descarta hasta quedarte con %Ln soldados como máximo: arrastra soldados a la pila de descartes y pulsa Listo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot pay the whole call: calling puts in all your %Ln chips.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A call pays the latest raise: {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A call matches the attacker&apos;s bet: {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A call costs (your %Ln soldiers + 1) × the small bet of {small_bet} = {amount}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks you for {amount}</source>
        <translation>{name} te ataca por {amount}</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} sube {amount}</translation>
    </message>
    <message>
        <source>Give up: {name} takes your banner and soldiers (F)</source>
        <translation>Retírate: {name} se lleva tu estandarte y tus soldados (F)</translation>
    </message>
    <message numerus="yes">
        <source>Pay all your %Ln chips; the battle goes ahead (C)</source>
        <translation>
            <numerusform>Paga tu única ficha (%Ln); la batalla sigue adelante (C)</numerusform>
            <numerusform>Paga todas tus fichas (%Ln); la batalla sigue adelante (C)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay {amount} and compare battle hands (C)</source>
        <translation>Paga {amount} y se comparan las manos de la batalla (C)</translation>
    </message>
    <message>
        <source>Call and raise {amount} (R)</source>
        <translation>Iguala y sube {amount} (R)</translation>
    </message>
    <message>
        <source>Call and raise by the amount chosen, {low} to {high} (R: choose, R again or Enter: raise)</source>
        <translation>Iguala y sube la cantidad elegida, de {low} a {high} (R: elegir; R otra vez o Enter: subir)</translation>
    </message>
</context>
<context>
    <name>ActionTexts</name>
    <message>
        <source>{name} buys a soldier</source>
        <translation>{name} compra un soldado</translation>
    </message>
    <message>
        <source>{name} keeps every soldier</source>
        <translation>{name} conserva todos sus soldados</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} descarta {cards}</translation>
    </message>
    <message>
        <source>{name} stays</source>
        <translation>{name} se queda</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>{name} se retira</translation>
    </message>
    <message>
        <source>{name} attacks {target}</source>
        <translation>{name} ataca a {target}</translation>
    </message>
    <message>
        <source>{name} calls</source>
        <translation>{name} iguala</translation>
    </message>
    <message>
        <source>{name} raises</source>
        <translation>{name} sube</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} sube {amount}</translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <source>Buy a soldier for {price}</source>
        <translation>Comprar un soldado por {price}</translation>
    </message>
    <message>
        <source>Attack {name}: bet {amount}</source>
        <translation>Atacar a {name}: apostar {amount}</translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers for {price}</source>
        <translation>
            <numerusform>Descartar %Ln soldado por {price}</numerusform>
            <numerusform>Descartar %Ln soldados por {price}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers</source>
        <translation>
            <numerusform>Descartar %Ln soldado</numerusform>
            <numerusform>Descartar %Ln soldados</numerusform>
        </translation>
    </message>
    <message>
        <source>Call all-in {amount}</source>
        <translation>Igualar con todo ({amount})</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>Igualar {amount}</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Raise {amount}</source>
        <translation>Subir {amount}</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
</context>
<context>
    <name>BattlePreviewTexts</name>
    <message>
        <source>You would bet {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your cards count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand} ({cards}).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Against {name} all your cards count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against {name} your cards of rank {rank} do not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against {name} your {suit} do not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win this battle whatever they hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lose this battle whatever they hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win about {chance} of such battles, from what you can see.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleResultTexts</name>
    <message>
        <source>{loser} folds: {winner} wins without a fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie: {a} and {b} split the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie: {a} and {b} are both out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{captor} captures the {banner} and %Ln soldiers</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{captor} captures the {banner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner rank do not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner suit do not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only {a} and {b} see the battle hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s hand is not shown to you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal hands: {winner} wins by holding more cards of their banner suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle hand is the best five of the banner, palace and soldiers (R15.2), without the crossed-out cards (R15.3); equal hands go to the one holding more cards of their own banner suit (R15.5).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <source>tutorial</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotReason</name>
    <message>
        <source>{name} picks a move at random.</source>
        <translation>{name} elige una jugada al azar.</translation>
    </message>
    <message>
        <source>{name} attacks {target}: about {pct}% to win against {target}&apos;s visible cards.</source>
        <translation>{name} ataca a {target}: alrededor de un {pct}&#xa0;% de probabilidades de ganar contra las cartas visibles de {target}.</translation>
    </message>
    <message>
        <source>{name} attacks {target}, expecting {target} to fold (about {pct}% to win the battle if {target} calls).</source>
        <translation>{name} ataca a {target} esperando que {target} se retire (alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla si {target} iguala).</translation>
    </message>
    <message>
        <source>{name} attacks {target} on a bluff, hoping {target} folds.</source>
        <translation>{name} ataca a {target} de farol, con la esperanza de que {target} se retire.</translation>
    </message>
    <message>
        <source>{name} buys a soldier: the hand needs help (about {pct}% to win now).</source>
        <translation>{name} compra un soldado: su mano necesita ayuda (alrededor de un {pct}&#xa0;% de probabilidades de ganar ahora).</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: a new card is worth %Ln chips with {pot} in the pot.</source>
        <translation>
            <numerusform>{name} compra un soldado: una carta nueva vale %Ln ficha con {pot} en el bote.</numerusform>
            <numerusform>{name} compra un soldado: una carta nueva vale %Ln fichas con {pot} en el bote.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stays: about {pct}% to win if the hand ends now.</source>
        <translation>{name} se queda: alrededor de un {pct}&#xa0;% de probabilidades de ganar si la mano termina ahora.</translation>
    </message>
    <message>
        <source>{name} stays: only about {pct}% to win, but nothing else is worth the chips.</source>
        <translation>{name} se queda: solo alrededor de un {pct}&#xa0;% de probabilidades de ganar, pero ninguna otra jugada compensa las fichas.</translation>
    </message>
    <message>
        <source>{name} discards {cards}: they do not help and make bets dearer.</source>
        <translation>{name} descarta {cards}: no ayudan y encarecen las apuestas.</translation>
    </message>
    <message>
        <source>{name} keeps every soldier.</source>
        <translation>{name} conserva todos sus soldados.</translation>
    </message>
    <message>
        <source>{name} keeps {kept} and lets {dropped} go.</source>
        <translation>{name} conserva {kept} y descarta {dropped}.</translation>
    </message>
    <message>
        <source>{name} lets every soldier go: {dropped}.</source>
        <translation>{name} descarta todos sus soldados: {dropped}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: about {pct}% to win the battle.</source>
        <translation>{name} iguala pagando {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: only about {pct}% to win, but the pot of {pot} is worth it.</source>
        <translation>{name} iguala pagando {cost}: solo alrededor de un {pct}&#xa0;% de probabilidades de ganar, pero el bote de {pot} lo merece.</translation>
    </message>
    <message>
        <source>{name} calls all-in: about {pct}% to win the battle.</source>
        <translation>{name} iguala con todo: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: about {pct}% to win the battle.</source>
        <translation>{name} sube {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: only about {pct}% to win, not worth %Ln chips.</source>
        <translation>
            <numerusform>{name} se retira: solo alrededor de un {pct}&#xa0;% de probabilidades de ganar; no vale la pena pagar %Ln ficha.</numerusform>
            <numerusform>{name} se retira: solo alrededor de un {pct}&#xa0;% de probabilidades de ganar; no vale la pena pagar %Ln fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>{name} se retira.</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} compra un soldado: comprar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} compra un soldado: comprar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} se queda: quedarse superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} se queda: quedarse superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} ataca a {target}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; atacar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} ataca a {target}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; atacar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} iguala pagando {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} iguala pagando {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} iguala con todo: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} iguala con todo: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} sube {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; subir superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} sube {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; subir superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} se retira en lugar de pagar {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; retirarse superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} se retira en lugar de pagar {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; retirarse superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks {target}: its hand looks stronger than what {target} shows.</source>
        <translation>{name} ataca a {target}: su mano parece más fuerte que lo que muestra {target}.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: its hand looks much stronger than what {target} shows.</source>
        <translation>{name} sube {cost}: su mano parece mucho más fuerte que lo que muestra {target}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: its hand looks strong enough against what {target} shows.</source>
        <translation>{name} iguala pagando {cost}: su mano parece lo bastante fuerte frente a lo que muestra {target}.</translation>
    </message>
    <message>
        <source>{name} calls all-in: its hand looks strong enough against what {target} shows.</source>
        <translation>{name} iguala con todo: su mano parece lo bastante fuerte frente a lo que muestra {target}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: a cheap call with {pot} in the pot.</source>
        <translation>{name} iguala pagando {cost}: igualar sale barato con {pot} en el bote.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: its hand looks too weak against what {target} shows to pay %Ln chips.</source>
        <translation>
            <numerusform>{name} se retira: su mano parece demasiado débil frente a lo que muestra {target} para pagar %Ln ficha.</numerusform>
            <numerusform>{name} se retira: su mano parece demasiado débil frente a lo que muestra {target} para pagar %Ln fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier to strengthen its hand.</source>
        <translation>{name} compra un soldado para reforzar su mano.</translation>
    </message>
    <message>
        <source>{name} stays: its hand holds up against what the others show.</source>
        <translation>{name} se queda: su mano aguanta frente a lo que muestran los demás.</translation>
    </message>
    <message>
        <source>{name} stays, though its hand looks weaker than what the others show.</source>
        <translation>{name} se queda, aunque su mano parece más débil que lo que muestran los demás.</translation>
    </message>
    <message>
        <source>{name} has only one move.</source>
        <translation>{name} solo tiene una jugada posible.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>una carta oculta</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>Against what {name} shows, you win only about {pct} of such battles, and a lost battle costs your banner and soldiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win only about {pct} of battles against what {name} shows; folding now saves the call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: you chose “{mine}”; in your place the hard bot would have chosen “{theirs}”. Its reasoning: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoachWarning</name>
    <message>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do it anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach can be turned off in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message numerus="yes">
        <source>Fold and leave %Ln chips in the pot?</source>
        <translation>
            <numerusform>¿Retirarte y dejar %Ln ficha en el bote?</numerusform>
            <numerusform>¿Retirarte y dejar %Ln fichas en el bote?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln more: at most five soldiers may stay.</source>
        <translation>
            <numerusform>Descarta %Ln más: solo puedes conservar cinco soldados como máximo.</numerusform>
            <numerusform>Descarta %Ln más: solo puedes conservar cinco soldados como máximo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Pasa la pantalla a {name}</translation>
    </message>
    <message>
        <source>Everyone else, look away. {name}, press Continue when only you can see the screen.</source>
        <translation>Que los demás miren hacia otro lado. {name}, pulsa Continuar cuando solo tú puedas ver la pantalla.</translation>
    </message>
    <message>
        <source>Continue as {name}</source>
        <translation>Continuar como {name}</translation>
    </message>
</context>
<context>
    <name>FoldConfirm</name>
    <message>
        <source>Fold?</source>
        <translation>¿Retirarse?</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>No volver a preguntar</translation>
    </message>
    <message>
        <source>Don&apos;t ask again before folding</source>
        <translation>No volver a preguntar antes de retirarse</translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <source>a straight flush</source>
        <translation>una escalera de color</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>un póquer</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>un full</translation>
    </message>
    <message>
        <source>a flush</source>
        <translation>un color</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>una escalera</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>un trío</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>doble pareja</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>una pareja</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>carta alta</translation>
    </message>
    <message>
        <source>a hidden hand</source>
        <translation>una mano oculta</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Match over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Repartir la siguiente mano</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Ver la mesa</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the match with %Ln chips.</source>
        <translation>
            <numerusform>{name} gana la partida con %Ln ficha.</numerusform>
            <numerusform>{name} gana la partida con %Ln fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the pot of {amount}.</source>
        <translation>{name} gana el bote de {amount}.</translation>
    </message>
    <message>
        <source>{names} split the pot.</source>
        <translation>{names} se reparten el bote.</translation>
    </message>
    <message>
        <source>Showdown:</source>
        <translation>Enfrentamiento:</translation>
    </message>
    <message>
        <source>{name}: {hand} ({cards})</source>
        <translation>{name}: {hand} ({cards})</translation>
    </message>
    <message>
        <source>{name} is out of the match (cannot pay the ante).</source>
        <translation>{name} queda fuera de la partida (no puede pagar la apuesta inicial).</translation>
    </message>
    <message>
        <source>{name} is out of the match.</source>
        <translation>{name} queda fuera de la partida.</translation>
    </message>
    <message>
        <source>{name} folded on their turn.</source>
        <translation>{name} se retiró en su turno.</translation>
    </message>
    <message>
        <source>{a} beat {d} in battle.</source>
        <translation>{a} venció a {d} en batalla.</translation>
    </message>
    <message>
        <source>{d} beat {a} in battle.</source>
        <translation>{d} venció a {a} en batalla.</translation>
    </message>
    <message>
        <source>{d} folded to {a}&apos;s raise.</source>
        <translation>{d} se retiró ante la subida de {a}.</translation>
    </message>
    <message>
        <source>{d} folded when {a} attacked.</source>
        <translation>{d} se retiró cuando {a} atacó.</translation>
    </message>
    <message>
        <source>{a} folded to {d}&apos;s raise.</source>
        <translation>{a} se retiró ante la subida de {d}.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and split the pot.</source>
        <translation>{a} y {d} empataron y se repartieron el bote.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and both went out.</source>
        <translation>{a} y {d} empataron y ambos quedaron fuera.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
</context>
<context>
    <name>HandWords</name>
    <message>
        <source>twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a straight flush, {high} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a full house, {trips} over {pair}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a flush, {high} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a straight, {high} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two pair, {high} and {low}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pair of {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high card {high}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play Palace Poker</source>
        <translation>Cómo se juega al Póquer de Palacio</translation>
    </message>
</context>
<context>
    <name>LauncherTexts</name>
    <message>
        <source>Palace Desktop</source>
        <translation>Palace Desktop</translation>
    </message>
    <message>
        <source>The saved game could not be read and was put aside:
{error}</source>
        <translation>No se pudo leer la partida guardada y se ha apartado:
{error}</translation>
    </message>
    <message>
        <source>it was put aside as {name}</source>
        <translation>se ha apartado como {name}</translation>
    </message>
    <message>
        <source>it could not be put aside ({error})</source>
        <translation>no se pudo apartar ({error})</translation>
    </message>
    <message>
        <source>The saved game {path} cannot be resumed ({error}); {where}.</source>
        <translation>La partida guardada {path} no se puede reanudar ({error}); {where}.</translation>
    </message>
    <message>
        <source>The kept game could not be read and was put aside:
{error}</source>
        <translation>No se pudo leer la partida reservada y se ha apartado:
{error}</translation>
    </message>
    <message>
        <source>The kept game could not be restored: {error}</source>
        <translation>No se pudo recuperar la partida reservada: {error}</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Palace Desktop</source>
        <translation>Palace Desktop</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>Manos recientes</translation>
    </message>
    <message>
        <source>Hand </source>
        <translation>Mano </translation>
    </message>
    <message>
        <source>Read an earlier hand in the log</source>
        <translation>Leer una mano anterior en el registro</translation>
    </message>
    <message>
        <source>Hand shown in the log</source>
        <translation>Mano mostrada en el registro</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>The rule behind the last refusal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Deal the &amp;next hand</source>
        <translation>Repartir la si&amp;guiente mano</translation>
    </message>
    <message>
        <source>Export the last finished &amp;hand…</source>
        <translation>Exportar la última &amp;mano terminada…</translation>
    </message>
    <message>
        <source>Export the &amp;match…</source>
        <translation>Exportar la &amp;partida…</translation>
    </message>
    <message>
        <source>&amp;Open a hand history…</source>
        <translation>&amp;Abrir un historial de manos…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>A&amp;justes…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>Ajustar la &amp;mesa</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>&amp;About Palace Desktop</source>
        <translation>&amp;Acerca de Palace Desktop</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Resume a kept game</source>
        <translation>&amp;Reanudar una partida reservada</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the rules where this rule is explained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s bot failed: {message}</source>
        <translation>Ha fallado la IA de {name}: {message}</translation>
    </message>
    <message>
        <source>Pot: {amount}</source>
        <translation>Bote: {amount}</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Mano terminada</translation>
    </message>
    <message>
        <source>To act: {name}</source>
        <translation>Le toca a: {name}</translation>
    </message>
    <message>
        <source>About Palace Desktop</source>
        <translation>Acerca de Palace Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;Palace Poker (also Castle Poker or Banner Poker): every bet is a heads-up battle. Each player shows a banner card, hides three palace cards and buys up to five soldiers.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;Póquer de Palacio (también llamado Castle Poker o Banner Poker): cada apuesta es una batalla mano a mano. Cada jugador muestra una carta de estandarte, esconde tres cartas de palacio y compra hasta cinco soldados.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Hand {number} begins; {dealer} deals.</source>
        <translation>Empieza la mano {number}; reparte {dealer}.</translation>
    </message>
    <message>
        <source>{name} cannot pay the ante and is out of the match.</source>
        <translation>{name} no puede pagar la apuesta inicial y queda fuera de la partida.</translation>
    </message>
    <message>
        <source>{name} pays the ante of {amount}.</source>
        <translation>{name} paga la apuesta inicial de {amount}.</translation>
    </message>
    <message>
        <source>{card} is rejected as {name}&apos;s banner: its suit is taken.</source>
        <translation>Se rechaza la carta {card} como estandarte de {name}: su palo ya está ocupado.</translation>
    </message>
    <message>
        <source>The rejected cards are shuffled into a new deck.</source>
        <translation>Las cartas rechazadas se barajan y forman una nueva baraja.</translation>
    </message>
    <message>
        <source>{name} gets the banner {card}.</source>
        <translation>{name} recibe su estandarte: {card}.</translation>
    </message>
    <message>
        <source>You get the palace card {card}.</source>
        <translation>Recibes una carta de palacio: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %Ln cards.</source>
        <translation>
            <numerusform>La pila de descartes se baraja y forma un nuevo mazo de %Ln carta.</numerusform>
            <numerusform>La pila de descartes se baraja y forma un nuevo mazo de %Ln cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier ({card}) and pays {price}.</source>
        <translation>{name} compra un soldado ({card}) y paga {price}.</translation>
    </message>
    <message>
        <source>{name} discards nothing.</source>
        <translation>{name} no descarta nada.</translation>
    </message>
    <message>
        <source>{name} discards {cards} and pays {cost}.</source>
        <translation>{name} descarta {cards} y paga {cost}.</translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation>{name} descarta {cards}.</translation>
    </message>
    <message>
        <source>{name} stays.</source>
        <translation>{name} se queda.</translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>{name} se retira.</translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} and bets {amount}.</source>
        <translation>{attacker} ataca a {defender} y apuesta {amount}.</translation>
    </message>
    <message>
        <source>{name} calls all-in with {amount}.</source>
        <translation>{name} iguala con todo ({amount}).</translation>
    </message>
    <message>
        <source>{name} calls {amount}.</source>
        <translation>{name} iguala {amount}.</translation>
    </message>
    <message>
        <source>{name} calls {call} and raises {amount}.</source>
        <translation>{name} iguala {call} y sube {amount}.</translation>
    </message>
    <message>
        <source>{name} shows {hand}: {cards}.</source>
        <translation>{name} muestra {hand}: {cards}.</translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}.</source>
        <translation>{winner} gana la batalla contra {loser}.</translation>
    </message>
    <message>
        <source>{winner} wins the battle without a fight.</source>
        <translation>{winner} gana la batalla sin luchar.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and split the pot.</source>
        <translation>{a} y {b} empatan y se reparten el bote.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and are both out.</source>
        <translation>{a} y {b} empatan y ambos quedan fuera.</translation>
    </message>
    <message>
        <source>{captor} captures {cards} from {loser}.</source>
        <translation>{captor} le captura {cards} a {loser}.</translation>
    </message>
    <message>
        <source>{name} is out of this hand.</source>
        <translation>{name} queda fuera de esta mano.</translation>
    </message>
    <message>
        <source>Everyone has been quiet: showdown.</source>
        <translation>Ronda tranquila, sin compras ni apuestas: enfrentamiento.</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>{name} gana {amount}</translation>
    </message>
    <message>
        <source>{winners}.</source>
        <translation>{winners}.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>&amp;Stakes</source>
        <translation>&amp;Apuestas</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>Reglas de la &amp;casa</translation>
    </message>
    <message>
        <source>Problems with this setup</source>
        <translation>Problemas con esta configuración</translation>
    </message>
    <message>
        <source>Start &amp;game</source>
        <translation>&amp;Empezar partida</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>&amp;Restablecer valores por defecto</translation>
    </message>
    <message>
        <source>Put the stakes and every house rule back to their defaults. The players stay.</source>
        <translation>Devuelve las apuestas y todas las reglas de la casa a sus valores por defecto. Los jugadores no cambian.</translation>
    </message>
    <message>
        <source>A game needs 2 to 10 seats.</source>
        <translation>Una partida necesita de 2 a 10 asientos.</translation>
    </message>
    <message>
        <source>Only one seat can be you.</source>
        <translation>Solo uno de los asientos puede ser el tuyo.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>El asiento %1 necesita un nombre.</translation>
    </message>
    <message>
        <source>Seat %1: a name has at most %2 characters.</source>
        <translation>Asiento %1: un nombre tiene como máximo %2 caracteres.</translation>
    </message>
    <message>
        <source>Seats %1 and %2 have the same name.</source>
        <translation>Los asientos %1 y %2 tienen el mismo nombre.</translation>
    </message>
    <message>
        <source>The small bet must be 1 to %1.</source>
        <translation>La apuesta pequeña debe estar entre 1 y %1.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet (%1).</source>
        <translation>La apuesta grande debe ser como mínimo la apuesta pequeña (%1).</translation>
    </message>
    <message>
        <source>Starting chips must be 1 to %1.</source>
        <translation>Las fichas iniciales deben estar entre 1 y %1.</translation>
    </message>
    <message>
        <source>Starting chips must be more than the ante (%1).</source>
        <translation>Las fichas iniciales deben superar la apuesta inicial (%1).</translation>
    </message>
</context>
<context>
    <name>NewGameRules</name>
    <message>
        <source>S&amp;mall bet (SB):</source>
        <translation>Apuesta pe&amp;queña (AP):</translation>
    </message>
    <message>
        <source>&amp;Big bet (BB):</source>
        <translation>Apuesta &amp;grande (AG):</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>Apuesta inicial:</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>&amp;Fichas iniciales:</translation>
    </message>
    <message>
        <source>Every seat starts the match with this many.</source>
        <translation>Cada asiento empieza la partida con esta cantidad de fichas.</translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation>&amp;Límite fijo</translation>
    </message>
    <message>
        <source>&amp;No-limit</source>
        <translation>&amp;Sin límite</translation>
    </message>
    <message>
        <source>A soldier costs 1 SB, an attack (soldiers + 1) × SB.</source>
        <translation>Un soldado cuesta 1 AP; un ataque, (soldados + 1) × AP.</translation>
    </message>
    <message>
        <source>A limit raise; 2 × SB until you change it.</source>
        <translation>Una subida con límite fijo; 2 × AP mientras no la cambies.</translation>
    </message>
    <message>
        <source>Half the SB, at least 1, from every seat each hand.</source>
        <translation>La mitad de la AP, como mínimo 1, de cada asiento en cada mano.</translation>
    </message>
    <message>
        <source>Betting structure:</source>
        <translation>Estructura de apuestas:</translation>
    </message>
    <message>
        <source>A raise is one BB, at most 3 per battle.</source>
        <translation>Una subida es de una AG, como máximo 3 por batalla.</translation>
    </message>
    <message>
        <source>A raise is from one BB up to all your chips.</source>
        <translation>Una subida va desde una AG hasta todas tus fichas.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>Excluded cards</source>
        <translation>Cartas excluidas</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Palo</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner suit do not count in a battle.</source>
        <translation>Las cartas del palo del estandarte rival no cuentan en una batalla.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner rank do not count in a battle.</source>
        <translation>Las cartas del mismo valor que el estandarte rival no cuentan en una batalla.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Every card counts in a battle.</source>
        <translation>Todas las cartas cuentan en una batalla.</translation>
    </message>
    <message>
        <source>Calling a bet</source>
        <translation>Igualar una apuesta</translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation>Descartar en tu turno</translation>
    </message>
    <message>
        <source>Limit raise with no soldiers</source>
        <translation>Subida con límite fijo sin soldados</translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation>Subidas por batalla</translation>
    </message>
    <message>
        <source>Two left at a quiet end</source>
        <translation>Dos jugadores en un final tranquilo</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Según sus soldados</translation>
    </message>
    <message>
        <source>The defender pays (their own soldiers + 1) × small bet.</source>
        <translation>El defensor paga (sus propios soldados + 1) × apuesta pequeña.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Según el atacante</translation>
    </message>
    <message>
        <source>The defender pays what the attacker bet.</source>
        <translation>El defensor paga lo que apostó el atacante.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <source>Discarding without buying costs nothing.</source>
        <translation>Descartar sin comprar no cuesta nada.</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Apuesta pequeña</translation>
    </message>
    <message>
        <source>Discarding without buying costs one small bet.</source>
        <translation>Descartar sin comprar cuesta una apuesta pequeña.</translation>
    </message>
    <message>
        <source>In limit, a raiser with no soldiers raises one small bet.</source>
        <translation>Con límite fijo, quien sube sin tener soldados sube una apuesta pequeña.</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Apuesta grande</translation>
    </message>
    <message>
        <source>In limit, every raise is one big bet.</source>
        <translation>Con límite fijo, cada subida es de una apuesta grande.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>At most 3 raises in limit, no cap in no-limit.</source>
        <translation>Con límite fijo, como máximo 3 subidas; sin límite, no hay tope.</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Como máximo</translation>
    </message>
    <message>
        <source>At most this many raises per battle; 0: nobody may raise.</source>
        <translation>Como máximo este número de subidas por batalla; 0: nadie puede subir.</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>Sin tope</translation>
    </message>
    <message>
        <source>Raise as often as you can pay.</source>
        <translation>Se puede subir tantas veces como se pueda pagar.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>The last two settle the hand by battle rules, without more chips.</source>
        <translation>Los dos últimos resuelven la mano con las reglas de batalla, sin poner más fichas.</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Enfrentamiento</translation>
    </message>
    <message>
        <source>The last two show down: best five of all their cards.</source>
        <translation>Los dos últimos van al enfrentamiento: gana la mejor jugada de cinco con todas sus cartas.</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (por defecto)</translation>
    </message>
    <message>
        <source>Most raises per battle</source>
        <translation>Máximo de subidas por batalla</translation>
    </message>
</context>
<context>
    <name>NewGameSeats</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Solo vs 3 bots</source>
        <translation>Solo contra 3 IA</translation>
    </message>
    <message>
        <source>Solo vs 5 bots</source>
        <translation>Solo contra 5 IA</translation>
    </message>
    <message>
        <source>Heads-up vs a hard bot</source>
        <translation>Mano a mano contra una IA difícil</translation>
    </message>
    <message>
        <source>Hot-seat 4 players</source>
        <translation>4 jugadores en una pantalla</translation>
    </message>
    <message>
        <source>Hot-seat 3 + 2 bots</source>
        <translation>3 en una pantalla + 2 IA</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>&amp;Partir de:</translation>
    </message>
    <message>
        <source>Your own seating</source>
        <translation>Asientos a tu gusto</translation>
    </message>
    <message>
        <source>Fill the seats from a common table. The stakes and house rules stay as they are.</source>
        <translation>Rellena los asientos con una mesa habitual. Las apuestas y las reglas de la casa no cambian.</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>Asien&amp;tos:</translation>
    </message>
    <message>
        <source>2 to 10 players (R1.1)</source>
        <translation>De 2 a 10 jugadores (R1.1)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>Nivel de IA</translation>
    </message>
    <message>
        <source>People at this screen take turns; each one&apos;s cards stay hidden until the screen is passed to them.</source>
        <translation>Las personas ante esta pantalla se turnan; las cartas de cada una siguen ocultas hasta que se le pasa la pantalla.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>You, at this screen: the table is shown from your seat</source>
        <translation>Tú, ante esta pantalla: la mesa se ve desde tu asiento</translation>
    </message>
    <message>
        <source>Another person at this screen: the screen passes to them on their turn</source>
        <translation>Otra persona ante esta pantalla: se le pasa la pantalla en su turno</translation>
    </message>
    <message>
        <source>The computer plays this seat</source>
        <translation>La IA juega en este asiento</translation>
    </message>
    <message>
        <source>Seat %1: who plays</source>
        <translation>Asiento %1: quién juega</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation>Asiento %1: nombre</translation>
    </message>
    <message>
        <source>Seat %1: bot level</source>
        <translation>Asiento %1: nivel de IA</translation>
    </message>
    <message>
        <source>Easy makes mistakes, Medium plays the odds, Hard thinks ahead</source>
        <translation>Fácil comete errores, Medio juega según las probabilidades, Difícil piensa por adelantado</translation>
    </message>
    <message>
        <source>(named at the start)</source>
        <translation>(nombre al empezar)</translation>
    </message>
    <message>
        <source>Bots get a name of their own when the game starts</source>
        <translation>Las IA reciben un nombre propio al empezar la partida</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your settings could not be read and were put aside; the defaults are used.
{detail}</source>
        <translation>No se pudieron leer tus ajustes y se han apartado; se usan los valores predeterminados.
{detail}</translation>
    </message>
    <message>
        <source>Your statistics could not be read and were put aside; they start again from zero.
{detail}</source>
        <translation>No se pudieron leer tus estadísticas y se han apartado; empiezan de nuevo desde cero.
{detail}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>No se pudo guardar la partida: {error}</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation>No se pudieron guardar las estadísticas: {error}</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>No se pudieron guardar los ajustes: {error}</translation>
    </message>
    <message>
        <source>The game could not be kept: {error}</source>
        <translation>No se pudo reservar la partida: {error}</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Flotante</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reinicializar</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar los valores predeterminados</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiar la ubicación del en&amp;lace</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>RefusalBubble</name>
    <message>
        <source>Rule {rule}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <source>Hand history — {file}</source>
        <translation>Historial de manos — {file}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primera</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Última</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Mano anterior</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>Ajustar la &amp;mesa</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Media</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantánea</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Watch as:</source>
        <translation>Ver como:</translation>
    </message>
    <message>
        <source>Public view (no palace cards)</source>
        <translation>Vista pública (sin cartas de palacio)</translation>
    </message>
    <message>
        <source>Click a line to go to its action</source>
        <translation>Haz clic en una línea para ir a su acción</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Repetición</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>No actions</source>
        <translation>Sin acciones</translation>
    </message>
    <message>
        <source>Before action 1 of {total}</source>
        <translation>Antes de la acción 1 de {total}</translation>
    </message>
    <message>
        <source>Action {number} of {total}</source>
        <translation>Acción {number} de {total}</translation>
    </message>
    <message>
        <source>{name} deals.</source>
        <translation>Reparte {name}.</translation>
    </message>
    <message>
        <source>Hand {number}: {name} deals.</source>
        <translation>Mano {number}: reparte {name}.</translation>
    </message>
    <message>
        <source>The hand still being played is not shown.</source>
        <translation>La mano que aún se está jugando no se muestra.</translation>
    </message>
    <message>
        <source>{rule}: it is not that seat&apos;s turn</source>
        <translation>{rule}: no es el turno de ese asiento</translation>
    </message>
    <message>
        <source>Hand {hand}, action {number} is illegal: {message}</source>
        <translation>Mano {hand}: la acción {number} no está permitida: {message}</translation>
    </message>
    <message>
        <source>Action {number} is illegal: {message}</source>
        <translation>La acción {number} no está permitida: {message}</translation>
    </message>
    <message numerus="yes">
        <source>(the %Ln hands after it cannot be shown)</source>
        <translation>
            <numerusform>(la %Ln mano siguiente no se puede mostrar)</numerusform>
            <numerusform>(las %Ln manos siguientes no se pueden mostrar)</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand begins; {dealer} deals.</source>
        <translation>Empieza la mano; reparte {dealer}.</translation>
    </message>
    <message>
        <source>What everyone saw</source>
        <translation>Lo que vieron todos</translation>
    </message>
    <message>
        <source>What {name} saw</source>
        <translation>Lo que vio {name}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Hand — {file}</source>
        <translation>Mano — {file}</translation>
    </message>
    <message>
        <source>Hand {number} of {count}</source>
        <translation>Mano {number} de {count}</translation>
    </message>
</context>
<context>
    <name>RestartQuestion</name>
    <message>
        <source>Change the language</source>
        <translation>Cambiar el idioma</translation>
    </message>
    <message>
        <source>The new language is used from the next start. Restart Palace Desktop now? Your game is saved and goes on where it is.</source>
        <translation>El nuevo idioma se usará a partir del próximo inicio. ¿Reiniciar Palace Desktop ahora? Tu partida está guardada y seguirá donde está.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reiniciar ahora</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Más tarde</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>First discard down to at most five soldiers, then press Done.</source>
        <translation>Primero descarta hasta tener como máximo cinco soldados y luego pulsa Listo.</translation>
    </message>
    <message>
        <source>You may keep at most five soldiers: discard more.</source>
        <translation>Puedes conservar como máximo cinco soldados: descarta más.</translation>
    </message>
    <message>
        <source>You are attacked: fold, call or raise.</source>
        <translation>Te atacan: retírate, iguala o sube.</translation>
    </message>
    <message>
        <source>There is no card left to buy.</source>
        <translation>No queda ninguna carta que comprar.</translation>
    </message>
    <message>
        <source>You cannot pay for a soldier.</source>
        <translation>No puedes pagar un soldado.</translation>
    </message>
    <message>
        <source>Discard at least one soldier.</source>
        <translation>Descarta al menos un soldado.</translation>
    </message>
    <message>
        <source>You have no soldier to discard.</source>
        <translation>No tienes ningún soldado que descartar.</translation>
    </message>
    <message>
        <source>You cannot pay to discard.</source>
        <translation>No puedes pagar el descarte.</translation>
    </message>
    <message>
        <source>Attack an opponent who is still in the hand.</source>
        <translation>Ataca a un rival que siga en la mano.</translation>
    </message>
    <message>
        <source>You may not attack a player whose banner has your suit.</source>
        <translation>No puedes atacar a un jugador cuyo estandarte sea de tu palo.</translation>
    </message>
    <message>
        <source>You cannot pay for this attack.</source>
        <translation>No puedes pagar este ataque.</translation>
    </message>
    <message>
        <source>There is no bet to answer.</source>
        <translation>No hay ninguna apuesta a la que responder.</translation>
    </message>
    <message>
        <source>A card is named twice.</source>
        <translation>Una carta aparece dos veces.</translation>
    </message>
    <message>
        <source>That card is not one of your soldiers.</source>
        <translation>Esa carta no es uno de tus soldados.</translation>
    </message>
    <message>
        <source>No more raises in this battle.</source>
        <translation>No se admiten más subidas en esta batalla.</translation>
    </message>
    <message>
        <source>In limit the raise has a fixed size.</source>
        <translation>Con límite fijo, la subida tiene una cantidad fija.</translation>
    </message>
    <message>
        <source>You cannot pay a raise; you may call all-in.</source>
        <translation>No puedes pagar una subida; puedes igualar con todo.</translation>
    </message>
    <message>
        <source>Choose how much to raise.</source>
        <translation>Elige cuánto subir.</translation>
    </message>
    <message>
        <source>That raise is too small or too large.</source>
        <translation>Esa subida es demasiado pequeña o demasiado grande.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Esa no es una jugada de este juego.</translation>
    </message>
    <message>
        <source>You cannot move that card.</source>
        <translation>No puedes mover esa carta.</translation>
    </message>
    <message>
        <source>That card cannot go there.</source>
        <translation>Esa carta no puede ir ahí.</translation>
    </message>
    <message>
        <source>Only your own cards can be moved.</source>
        <translation>Solo puedes mover tus propias cartas.</translation>
    </message>
    <message>
        <source>Wait a moment: cards are still moving.</source>
        <translation>Espera un momento: las cartas aún se están moviendo.</translation>
    </message>
    <message>
        <source>Wait: a bot is thinking.</source>
        <translation>Espera: una IA está pensando.</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>Palace Poker</source>
        <translation type="unfinished">Póquer de Palacio</translation>
    </message>
    <message>
        <source>Palace Poker is played by {fewest} to {most} players with one deck of {deck} cards. Every bet is a battle between two players: the attacker and the defender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You make your hand from your banner, your palace cards and the soldiers you buy. You win the pot by being the last player left in the hand, or by holding the best hand when play goes quiet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation type="unfinished">Mazo</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished">Pila de descartes</translation>
    </message>
    <message>
        <source>An opponent: banner and soldier face up, palace cards face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your soldiers, at most five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your palace cards: only you see them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table: an opponent at the top, the draw pile, the pot and the discard pile in the middle, your seat at the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player has one card face up: the &lt;b&gt;banner&lt;/b&gt;. The &lt;b&gt;soldiers&lt;/b&gt; a player buys lie face up under the banner, turned sideways. Below the banner lie three &lt;b&gt;palace&lt;/b&gt; cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palace cards are face down: only their owner may look at them. Your seat is at the bottom of the screen, and you see your own palace cards face up; the other players see only their backs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the middle of the table are the &lt;b&gt;draw pile&lt;/b&gt;, where soldiers come from, the &lt;b&gt;pot&lt;/b&gt;, which holds every chip bet in this hand, and the &lt;b&gt;discard pile&lt;/b&gt;. Cards on the discard pile lie face down, and nobody may look at them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone sees every banner and every soldier, every player&apos;s chips, the pot, the size of both piles and every move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match is a series of hands, and your chips carry over from one hand to the next. The dealer button moves one seat clockwise after each hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hand begins the same way:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ante&lt;/b&gt;: every player pays the ante into the pot; in this game it is {ante}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Banners&lt;/b&gt;: each player gets one card face up, starting on the dealer&apos;s left. Among the first four players no two banners share a suit (nor among players five to eight, nor players nine and ten): a card of a suit already taken is set aside, and the player gets the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Palace cards&lt;/b&gt;: then every player gets three cards face down. The rest of the deck is the draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left acts first; then the turn passes clockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who cannot pay the ante when a hand begins is out of the match. The match ends when one player holds all the chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On your turn you make exactly one of these moves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: pay one small bet and take the top card of the draw pile as a new soldier. Then you may discard any of your soldiers, the new one too. You may never keep more than five.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: put one or more of your soldiers face down on the discard pile, and draw nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: do nothing; the turn passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: leave the hand. Your cards go face down to the discard pile, and your chips in the pot stay there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: bet against one opponent and start a {battle}. You may not attack a player whose banner has the same suit as yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why buy soldiers? In a battle your hand is the best five cards of your banner, your palace cards and your soldiers, so every soldier is one more card to choose from. But soldiers also make your attacks cost more (see {prices}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may attack the same player more than once in a hand. After a battle, the turn passes to the player on the attacker&apos;s left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the draw pile is empty, the discard pile is shuffled to make a new one. When both are empty, nobody can buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you attack, you bet and name an opponent: you are the &lt;b&gt;attacker&lt;/b&gt;, they are the &lt;b&gt;defender&lt;/b&gt;. The defender answers in one of three ways:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: the defender leaves the hand. The attacker captures the defender&apos;s banner and soldiers; the defender&apos;s palace cards go face down to the discard pile, unseen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Call&lt;/b&gt;: the defender pays the call (see {prices}), and the two hands are compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Raise&lt;/b&gt;: the defender calls and adds a raise. Then the attacker folds, calls the raise or raises again, and so on, until one of them calls or folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The best five cards.&lt;/b&gt; On a call, each player&apos;s hand is the best five-card poker hand (see {rankings}) they can make from their banner, palace cards and soldiers, leaving out the cards that {exclusion} takes away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exclusion rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With fewer than five cards that count, a hand is compared on what it has: a missing card ranks below any card. Straights, flushes and full houses need five cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Equal hands.&lt;/b&gt; The player holding more cards of their own banner suit wins. If that is equal too, both players are out of the hand, unless they are the last two in it: then they split the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture.&lt;/b&gt; The loser is out of the hand. The winner takes the loser&apos;s banner and soldiers as soldiers of their own, then discards down to five soldiers at most. The loser&apos;s palace cards go face down to the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Who sees what.&lt;/b&gt; The player who called last sees the other player&apos;s palace cards. The other sees the caller&apos;s palace cards only if the caller wins or ties. Nobody else sees them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With exactly two players left, they show down too, like three or more players (a house rule in this game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With exactly two players left, they settle the hand by the rules of a battle (with the exclusion rule and the banner tie-break), without betting more chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hand ends in one of two ways:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;One player left&lt;/b&gt;: when everyone else has folded or lost a battle, the last player wins the pot. When every player still in the hand has a banner of the same suit, they cannot attack each other, and they split the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A quiet round&lt;/b&gt;: when every player still in the hand has stayed, discarded or folded since the last buy or attack (or since the hand began), the hand ends. An attack counts as a loud move even when the defender folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a quiet round with three or more players, everyone shows their cards: the best five of all one&apos;s own cards wins, and every card counts. Equal best hands split the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A split pot is shared equally; odd chips go one at a time to the winners, clockwise from the dealer&apos;s left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: drag the top card of the draw pile to your soldiers, double-click the draw pile, or press {key}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a soldier onto the discard pile, or select soldiers and press {key}. Ctrl + click or Shift + click selects several soldiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a buy or a capture, drag the soldiers you let go onto the discard pile (or double-click them), then press &lt;b&gt;Done&lt;/b&gt; ({key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: press {stay}. &lt;b&gt;Fold&lt;/b&gt;: press {fold}, or drag your banner onto the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: drag your banner onto an opponent&apos;s banner, or press {key}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you are attacked: &lt;b&gt;Fold&lt;/b&gt; ({fold}), &lt;b&gt;Call&lt;/b&gt; ({call}) or &lt;b&gt;Raise&lt;/b&gt; ({raise_key}). In no-limit, set the raise with the slider or type it in, then press {enter}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab and the arrow keys move a focus ring over the draw pile, your soldiers, your banner, the discard pile and the other banners; Space acts on the focused card; {cancel} cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rules} opens these rules. {zoom_in} and {zoom_out} zoom the table in and out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five cards in a row, all of one suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four cards of one rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cards of one rank and two of another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five cards of one suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five cards in a row, of any suits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cards of one rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cards of one rank and two of another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cards of one rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the above: the highest card counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ace is the highest card, but it also plays low in the lowest straight: five, four, three, two, ace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the best hand down to the weakest. A hand is five cards; suits never rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When two hands are of the same kind, the higher cards that make it win (the higher pair, say); if those are equal, the other cards decide, highest first. Suits never break a tie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game (a house rule), the cards of your opponent&apos;s banner rank do not count in your hand in a battle, and the cards of your banner rank do not count in theirs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game (a house rule), every card counts in a battle. In the standard game, the cards of your opponent&apos;s banner suit do not count in your hand: the example shows how that works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a battle, the cards of your opponent&apos;s banner suit do not count in your hand, and the cards of your banner suit do not count in theirs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand}: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your palace cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your soldiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent&apos;s banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without the cards of rank {rank}, your best five are:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without the {suit}, your best five are:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting every card, your best five are:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An example: your opponent&apos;s banner is the {banner}, and you hold the cards below. The crossed-out cards do not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So look at your opponent&apos;s banner before you attack: it tells you which of your cards will count, and which of theirs will not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exclusion rule is for battles only. When a quiet round ends with three or more players, every card counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle</source>
        <translation type="unfinished">Una batalla</translation>
    </message>
    <message>
        <source>The exclusion rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand rankings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation type="unfinished">El final de una mano</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One small bet: {amount} (a house rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the attacker bet (a house rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Your own soldiers + 1) × the small bet, whatever the attacker bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your call plus a raise of at least one big bet ({amount}), up to all your chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your call plus one big bet ({big}); with no soldiers, plus one small bet ({small}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your call plus one big bet ({amount}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished">Comprar</translation>
    </message>
    <message>
        <source>One small bet: {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation type="unfinished">Descartar en tu turno</translation>
    </message>
    <message>
        <source>Discard right after a buy or a capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay or fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished">Atacar</translation>
    </message>
    <message>
        <source>(Your soldiers + 1) × the small bet: from {fewest} with no soldiers to {most} with five.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call an attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished">Subir</translation>
    </message>
    <message>
        <source>Call a raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latest raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} from every player, each hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your attack bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are counted in small bets. In this game the small bet is {small} and the big bet is {big}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Why an attack costs more with more soldiers.&lt;/b&gt; Every soldier is one more card for your hand, so a strong hand pays more to start a battle. With no soldiers an attack costs one small bet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All chips go into the one pot. A battle wins cards, not chips: the pot goes to whoever wins the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who cannot pay the bet cannot attack, and one who cannot pay the small bet cannot buy. A defender who cannot pay the whole call may call with all their chips (all in): the battle goes ahead, and there are no side pots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; In this game the defender pays what the attacker bet (a house rule): an attacker with two soldiers bets {bet}, and the defender calls with {bet} too, however many soldiers they have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; The defender pays for their own soldiers, not for the attacker&apos;s: (their soldiers + 1) × the small bet. An attacker with two soldiers bets {bet}; a defender with one soldier calls with {few}, one with four soldiers with {many}. Few soldiers make a cheap call, and a weak hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In limit, a raise is one big bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player with no soldiers raises one small bet instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In no-limit, a raise is at least one big bet and at most all your chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calling a raise costs the latest raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no limit to the number of raises in a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game nobody may raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A battle has at most %Ln raises.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>These are the stakes and house rules of the game you are playing. A new game (Game ▸ New game) may choose others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These are the standard stakes and house rules. A new game (Game ▸ New game) may choose others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Betting structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No-limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation type="unfinished">Apuesta pequeña</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation type="unfinished">Apuesta grande</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished">Estándar</translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match. Where this game differs from the standard game, its choice is in bold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards that do not count in a battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calling an attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarding on your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A limit raise with no soldiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation type="unfinished">Subidas por batalla</translation>
    </message>
    <message>
        <source>Two players left after a quiet round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent&apos;s banner suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent&apos;s banner rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: every card counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Own soldiers + 1) × the small bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay what the attacker bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One small bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished">Gratis</translation>
    </message>
    <message>
        <source>Not used in no-limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One big bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: nobody may raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At most %Ln</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>They battle, without more chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They show down, like three or more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>{players}, hand {number}, saved {when}</source>
        <translation>{players}, mano {number}, guardada el {when}</translation>
    </message>
    <message>
        <source>{players}, hand {number}</source>
        <translation>{players}, mano {number}</translation>
    </message>
    <message>
        <source>Palace Desktop</source>
        <translation>Palace Desktop</translation>
    </message>
    <message>
        <source>A game is in progress:
{game}</source>
        <translation>Hay una partida en curso:
{game}</translation>
    </message>
    <message>
        <source>Resume it, start a new game, or keep it for later (Game ▸ Resume a kept game brings it back).</source>
        <translation>Reanúdala, empieza una partida nueva o resérvala para más tarde (Partida ▸ Reanudar una partida reservada la recupera).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>Reser&amp;varla para más tarde</translation>
    </message>
    <message>
        <source>Delete the saved game?</source>
        <translation>¿Borrar la partida guardada?</translation>
    </message>
    <message>
        <source>Delete the saved game?
{game}</source>
        <translation>¿Borrar la partida guardada?
{game}</translation>
    </message>
    <message>
        <source>It cannot be brought back. To play it another time, keep it for later instead.</source>
        <translation>No se podrá recuperar. Para jugarla en otro momento, resérvala para más tarde.</translation>
    </message>
    <message>
        <source>&amp;Delete it</source>
        <translation>&amp;Borrarla</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>¿Dejar la partida en curso?</translation>
    </message>
    <message>
        <source>Leave the game in progress?
{game}</source>
        <translation>¿Dejar la partida en curso?
{game}</translation>
    </message>
    <message>
        <source>Kept for later, it comes back with Game ▸ Resume a kept game.</source>
        <translation>Si la reservas para más tarde, vuelve con Partida ▸ Reanudar una partida reservada.</translation>
    </message>
</context>
<context>
    <name>SeatPlateItem</name>
    <message>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>SeatTexts</name>
    <message>
        <source>Out of the match</source>
        <translation>Fuera de la partida</translation>
    </message>
    <message>
        <source>Out of this hand</source>
        <translation>Fuera de esta mano</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Le toca</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>Descartando</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Bajo ataque</translation>
    </message>
    <message>
        <source>Facing a raise</source>
        <translation>Frente a una subida</translation>
    </message>
    <message>
        <source>In battle</source>
        <translation>En batalla</translation>
    </message>
    <message>
        <source>Won {amount}</source>
        <translation>Ganó {amount}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>IA ({level})</translation>
    </message>
</context>
<context>
    <name>SeatsTexts</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>Estandarte</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>Soldados</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>At the screen</source>
        <translation>Ante la pantalla</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Instantánea (sin animación)</translation>
    </message>
    <message>
        <source>How fast cards and chips move on the table</source>
        <translation>A qué velocidad se mueven las cartas y las fichas por la mesa</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has a colour of its own</source>
        <translation>Tréboles en verde y diamantes en azul, para que cada palo tenga su propio color</translation>
    </message>
    <message>
        <source>Bot move delay</source>
        <translation>Pausa tras la jugada de la IA</translation>
    </message>
    <message>
        <source>How long a bot&apos;s move stays on show before the game goes on</source>
        <translation>Cuánto tiempo se muestra la jugada de una IA antes de que siga la partida</translation>
    </message>
    <message>
        <source>&amp;Ask before folding with chips in the pot</source>
        <translation>&amp;Preguntar antes de retirarse con fichas en el bote</translation>
    </message>
    <message>
        <source>Your name at the table and in the statistics; empty: %1</source>
        <translation>Tu nombre en la mesa y en las estadísticas; si está vacío: %1</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The language of the window, the log and the rules; it changes when Palace Desktop starts again</source>
        <translation>El idioma de la ventana, del registro y de las reglas; cambia cuando Palace Desktop se vuelve a iniciar</translation>
    </message>
    <message>
        <source>For my first games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A word before an attack or a call that is very likely to lose, and after each hand, the decision the hard bot would have made differently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Coach:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>A&amp;nimation speed:</source>
        <translation>&amp;Velocidad de animación:</translation>
    </message>
    <message>
        <source>&amp;Bot move delay:</source>
        <translation>Pa&amp;usa tras la jugada de la IA:</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
</context>
<context>
    <name>SpeedMenu</name>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Media</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantánea</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Estadísticas por jugador</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Aún no se ha jugado ninguna mano</translation>
    </message>
    <message>
        <source>Each player&apos;s results appear here when a hand ends.</source>
        <translation>Los resultados de cada jugador aparecen aquí cuando termina una mano.</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Restablecer estadísticas…</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>¿Restablecer las estadísticas?</translation>
    </message>
    <message>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>¿Borrar las estadísticas de todos los jugadores? No se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Hands
played</source>
        <translation>Manos
jugadas</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>Manos
ganadas</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>%&#xa0;ganadas</translation>
    </message>
    <message>
        <source>Battles
won</source>
        <translation>Batallas
ganadas</translation>
    </message>
    <message>
        <source>Battles
lost</source>
        <translation>Batallas
perdidas</translation>
    </message>
    <message>
        <source>Chips
won</source>
        <translation>Fichas
ganadas</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation>El nombre del jugador</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>Hands won; a split pot counts as a share</source>
        <translation>Manos ganadas; un bote repartido cuenta como la parte correspondiente</translation>
    </message>
    <message>
        <source>Hands won out of hands played</source>
        <translation>Manos ganadas sobre manos jugadas</translation>
    </message>
    <message>
        <source>Battles won, by a call or because the other side folded</source>
        <translation>Batallas ganadas, tras igualar o porque el rival se retiró</translation>
    </message>
    <message>
        <source>Battles lost</source>
        <translation>Batallas perdidas</translation>
    </message>
    <message>
        <source>Chips won minus chips put in, over all hands</source>
        <translation>Fichas ganadas menos fichas aportadas, en todas las manos</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>TableEvents</name>
    <message>
        <source>{attacker} attacks {defender} for {amount}</source>
        <translation>{attacker} ataca a {defender} por {amount}</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} sube {amount}</translation>
    </message>
    <message>
        <source>{name} wins the battle</source>
        <translation>{name} gana la batalla</translation>
    </message>
    <message>
        <source>A tie: the pot is split</source>
        <translation>Empate: se reparte el bote</translation>
    </message>
    <message>
        <source>A tie: both are out</source>
        <translation>Empate: ambos quedan fuera</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Enfrentamiento</translation>
    </message>
    <message>
        <source>{name} wins the pot</source>
        <translation>{name} gana el bote</translation>
    </message>
    <message>
        <source>The pot is split</source>
        <translation>Se reparte el bote</translation>
    </message>
</context>
<context>
    <name>TableGestures</name>
    <message>
        <source>Select soldiers first (Space on a soldier).</source>
        <translation>Primero selecciona soldados (Space sobre un soldado).</translation>
    </message>
    <message>
        <source>Move the focus to an opponent&apos;s banner to attack.</source>
        <translation>Lleva el foco al estandarte de un rival para atacar.</translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <source>Draw pile</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila de descartes</translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Bote {amount}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln to draw</source>
        <translation>
            <numerusform>%Ln para robar</numerusform>
            <numerusform>%Ln para robar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln discarded</source>
        <translation>
            <numerusform>%Ln descartada</numerusform>
            <numerusform>%Ln descartadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <source>Palace Desktop</source>
        <translation type="unfinished">Palace Desktop</translation>
    </message>
    <message>
        <source>New to Palace Poker?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four short hands at the real table show you how to play: buying soldiers, battles and showdowns. Help ▸ Learn to play brings the tutorial back at any time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <translation type="unfinished">Qué hacer</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished">Cerrar</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the tutorial; Help ▸ Learn to play brings you back to this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson {number} of {count}: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorialTexts</name>
    <message>
        <source>Soldiers and the quiet round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle: the banner suit does not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack, capture and raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knowing when to fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your banner, the {banner}, lies face up; your three palace cards are seen by you alone. Buy a soldier: drag the top card of the draw pile next to your banner (or press B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} makes three of a kind with your banner and a palace card. Keep it: press Keep all (or Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bea bought a soldier and Hiro stayed. Your hand is strong: press Stay (or S) and let the others move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since Bea&apos;s buy everyone stayed: a quiet round, so the hand ended in a showdown. All hands were shown, and your three nines won the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bea attacks you: a battle. In a battle, cards of the opponent&apos;s banner suit do not count: your hearts count for nothing, and so do her spades. Press Call (or C) to compare hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bea held three sevens, but her {card} is of your banner&apos;s suit and did not count: her pair of sevens lost to your pair of queens. You captured her banner, and as the last one in the hand you won the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now you attack: drag your banner onto Bea&apos;s banner (with the keyboard: Tab to her banner, then Space). The bet is your soldiers plus one, times the small bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won and captured Bea&apos;s banner: the {card} is now your soldier. It does not help your hand: drag it to the discard pile (or select it and press D), then press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hiro attacks you. Your pair of aces is strong: press Raise (or R) to put more chips at stake; Hiro must pay the raise to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hiro called your raise and lost: you captured his banner too. The last player left in the hand wins the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hiro bought the {card}: he shows two kings. Your cards are weak: press Stay (or S) and see what he does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hiro attacks you with two kings showing, and your best card is an eight. Press Fold (or F): he takes your banner, but you keep the chips a call would cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is Palace Poker: buy soldiers, battle with your banner, and win the pot by being the last one in the hand or the best at a quiet round. Play a real game now, or close the tutorial.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: first buy a soldier from the draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: keep your new soldier with Keep all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: this turn, press Stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: answer Bea&apos;s attack with Call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: attack Bea by dragging your banner onto hers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: drag the {card} to the discard pile, then press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: answer Hiro&apos;s attack with Raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: fold against Hiro&apos;s kings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: read the step above, then go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} plays the lesson&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Hand histories (*.json)</source>
        <translation>Historiales de manos (*.json)</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>No se pudo escribir {path}: {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado: {path}</translation>
    </message>
    <message>
        <source>Export the last hand</source>
        <translation>Exportar la última mano</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Exportar la partida</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>Abrir un historial de manos</translation>
    </message>
    <message>
        <source>No game is kept</source>
        <translation>No hay ninguna partida reservada</translation>
    </message>
</context>
<context>
    <name>self.window</name>
    <message>
        <source>Open a hand history</source>
        <translation>Abrir un historial de manos</translation>
    </message>
    <message>
        <source>{path} cannot be shown: {error}</source>
        <translation>No se puede mostrar {path}: {error}</translation>
    </message>
</context>
</TS>
