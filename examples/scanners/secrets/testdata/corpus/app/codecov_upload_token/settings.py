import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CODECOV_UPLOAD_TOKEN = "cea2221a-a146-8bbb-9a38-716a46f98e40"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
