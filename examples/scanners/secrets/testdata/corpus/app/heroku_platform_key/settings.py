import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HEROKU_PLATFORM_KEY = "HRKU-AAKIzU_fgQ45mv1a4PW3i2WbeHZDVsetakJF7jhrBCqlL_C-RvlFV09zYfZo"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
