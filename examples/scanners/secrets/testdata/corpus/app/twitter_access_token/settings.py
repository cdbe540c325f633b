import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_ACCESS_TOKEN = "727538021006920374594828-LF0kR1ewbd8wVt3cFUYj6mcSYa6wP"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
