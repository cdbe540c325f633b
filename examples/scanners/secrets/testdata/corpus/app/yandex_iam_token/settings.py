import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_IAM_TOKEN = "t1.fgVjEOnrVcKx0QDyag_9r65BAS7gTtAtop_xjmGRuHz-BsUMMft0lMRDsM8i_sA_Shj0pVhel_Jpec1UcEojvnVCyqwweGM8pAD9PMJmjirq-4k==.51ovpkM_xWWTKT7Y_ouve_hV2zlbqkd7UkXqR6IbRvlPQ5cRO6SYq8-9h2huHY267Bv3V06SwdxbxIwhwz_MLA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
