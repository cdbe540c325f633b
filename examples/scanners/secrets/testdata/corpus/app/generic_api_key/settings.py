import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AUTHTOKEN = "xu6bhw3koeET13eAmKhEBCA/Lwy7yDmO"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
