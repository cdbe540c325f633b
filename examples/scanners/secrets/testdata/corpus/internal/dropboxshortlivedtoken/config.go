package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"dropbox_short_lived_token": "sl.u.Awd3BbfRjI5sTzFwBspnSvtHaShn5VXw7VWVm710TiTdR3Nhpa7JCWBM23XXSWrUw6sJHvg5eUoZGrhxCRZenJUo8rrjkS6W-wnqb1tFf5AvIfjgVFigrPQCzILJa0yfavXu8ma_Wi43VeTmIRdFzhFPzV45UQ6JqK9sle1Blshx66K8qab2GnPUM5y05p4pvEBKwrv3Atm1R6dcqLsX3LbTqM99XIak8ERj1YjO3LEm-BjFgB2S-4NZ4Au0pkm8-EiR-MAEw-h3grmNnuwa_xpdSH5vGndQs6mp1Ai3-o8fElQyjw-p1cQZPemA5zopJ_zb_D-xf7yTlpKmRzqfsMIPQvUdRjcdlGc_ai35Bat1EcFmNg_D4hRlriCPbpy1fGIszu3NC7uFT2gXfHZHkNqOCniLzLiI3rQBhGtYCF0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
