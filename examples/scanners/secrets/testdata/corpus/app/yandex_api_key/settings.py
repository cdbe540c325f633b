import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_API_KEY = "AQVNDYnQIuNsIlE1ke_c4Q-oxNMfEgIiE-HiAz9-n"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
