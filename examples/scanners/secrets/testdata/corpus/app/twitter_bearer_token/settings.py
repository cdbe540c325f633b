import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_BEARER_TOKEN = "AAAAAAAAAAAAAAAAAAAAAlcY336I2qO2YXxX82EHkyQeJt4T%DnKx5xCsC5gFnPndQbYeNHgDI6xK7p0lhqqjL33QOEuCTeolHs33"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
