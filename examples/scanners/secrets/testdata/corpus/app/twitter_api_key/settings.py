import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_KEY = "4t8AU1gi4HdNwZfz0BQ5zOj0R"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
