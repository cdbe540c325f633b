import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITTER_ACCESS_TOKEN = "8520e2045d6648218adb5606ca2c40f61ab02cb8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
