package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"vault_batch_token": "hvb.Mc9jtMO2KB-DV102v_sJfd-KsS2CDbjS5E97kW0RPt8sjJVlJEJp1dIdE24Xt9iUtGK_y_u2DnscCiVdQoxpTFBax3PlsXJRxbs_BSr_7Gxcc4EQTwgQWx_7I_O3ry1wED7PsMjFRH7blNpO-FCJ67aQ1TI_mL6gGP",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
