import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DOPPLER_TOKEN = "dp.audit.IApDeLiNbOHlPjNCvGWh8qaFPnUtg2xXLc1OyhVfQi1N"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
