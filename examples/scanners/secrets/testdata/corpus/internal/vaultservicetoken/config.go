package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"vault_service_token": "hvs.OLQq7PvD_0vR4mD-qg7TeqsexFSrpk_IxIh2I91CNIF-00EdGR6IgxM_RsEn3wS9EMTYcAvAwtf8KOd1GSpkEWarTDCf3L_AURhVrBdXgMmJZlYX",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
