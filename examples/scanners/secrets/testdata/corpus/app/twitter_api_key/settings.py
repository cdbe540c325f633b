import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_KEY = "rIf14RmY3KtLkoSed31p6qd57"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
