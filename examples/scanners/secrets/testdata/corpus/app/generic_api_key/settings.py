import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AUTHTOKEN = "LoxfFLw5ubpW43xgXu3sGWqojr3glvrr"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
