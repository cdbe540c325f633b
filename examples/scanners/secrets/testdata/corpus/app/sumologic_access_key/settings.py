import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUMOLOGIC_ACCESS_KEY = "3CPHwbQpZUTjIUItrHPXBsmiT9hboNZtdqbucIMFib0JWLfO8XLNGkdVIveGoX7z"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
