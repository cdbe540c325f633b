import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_API_TOKEN = "zUWZqAwlWnA0KlC7cUXsSLWKgsa8F88PblU0kqGC"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
