import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KRAKEN_API_SECRET = "ddqdj3Ht5XVaGQL3Y9LTdGD0/WrbsR2k+GNWv3E0DhwyjiLA2Vc/InNW9UQ6PWU0Zk9NgcGd/1RwTtBrYVIdXC=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
