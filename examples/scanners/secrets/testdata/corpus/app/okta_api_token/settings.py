import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OKTA_API_TOKEN = "00J7X0ceCfKqF5w9Xgo-U5luA-1RANxIvJWM6PfQR-"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
