import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITTER_ACCESS_TOKEN = "-z1-utwcsnkrni3-t23f422yif4h30ujpeb-emc_"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
