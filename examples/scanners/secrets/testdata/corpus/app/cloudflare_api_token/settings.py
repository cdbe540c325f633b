import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_API_TOKEN = "NX_JltSPrGayPmOGP9qx4MRyD6jx-BA89bZF7JXi"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
