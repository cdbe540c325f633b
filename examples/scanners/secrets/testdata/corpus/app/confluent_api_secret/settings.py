import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONFLUENT_API_SECRET = "Mlf/nj3qee/P+HmwiylO+qoWw5t8hbbPl0ghwuLQM6ikDbmgjiFzwb1ICADNwd7x"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
