import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_API_KEY = "eyJrIjoir2tC8UGZQngYW6DJaehzIiOOFykwOOuyNoVk4DiRNWB0bbAcBEaTBpvXdXL0oI3vMfKjts7YQXCq"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
