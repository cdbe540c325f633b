import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DEFINED_NETWORKING_API_TOKEN = "dnkey-txnwc3bk366mtmtg1j1zkdrv9x-0zywrivr448k9pkjqdl84hxmypllt4a1tnzz867ko6yr9nobw8si"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
