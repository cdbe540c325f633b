import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARE_OAUTH_SECRET = "sq0csp-jAFVoSBa-Rtza0VAvXsJwEPPI1g0xsPwxE9ztGN0GQ8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
