package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"dropbox_short_lived_token": "sl.CuJvrgufaQhl1dY2oAWkkKGB189BmI0sXVZKUSLr4aAprX3v236gWblf1_DN2q46Q5Ymtn8H0A2izHWFEz_Nb1LE7skVX7uwG9M68gSvVp98zQ-B3x10hRzTQbNhjDvuYizKw4k6Pg21US9kVTwCpSpT_N89QwHyibTJj7HFVYFRWfFnBzQgAEXWk2FwJzwvBifanp9Ajb8fAiSVoeJ1--XFyacsud1w_pRec2d_0jntwfT2STmuIrmqHZO3wC0I2MtHDsFh1SfWy_G64Jmcf3oKQkCLEtPEJu1dgEdIB3ex0sPQcGiR7xcFj1GGdd0-Gea5302aHCbUpOEvE8pIJToviOMimwknhkiev0LwTm",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
