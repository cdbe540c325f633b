import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_ACCESS_TOKEN = "83390437371842757-ERi3nMMJVn4ok3sDw2EgZ3wLGfqikGV34OM3xI5y"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
