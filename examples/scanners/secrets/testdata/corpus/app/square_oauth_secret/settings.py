import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARE_OAUTH_SECRET = "sq0csp-CndkjDQW_mo2M0XPltyeocRZHQ8BHTrTjssZks75gLA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
