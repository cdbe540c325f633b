import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DEFINED_NETWORKING_API_TOKEN = "dnkey-mtmtg1j1zkdrv9xn0zywrivr44-k9pkjqdl84hxmypllt4a1tnzz867ko6yr9nobw8si3fthso0us38"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
