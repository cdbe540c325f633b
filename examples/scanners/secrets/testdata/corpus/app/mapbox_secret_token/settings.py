import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAPBOX_SECRET_TOKEN = "sk.eyJXmguuuOJljRDHJQ-u2MOCThgS25Y46NFR1ZxRn_8DDmd_ClvDxZdf67G1fGQCwsBrXW4ulXAjx1lllF77LzPMQ73UoRGv8WUeSgA__2OKY1qq8E-ynHWj-bgukeL.R_CgqxL6n2wVDMt750sdFI"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
